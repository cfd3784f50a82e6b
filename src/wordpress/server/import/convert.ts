import type { Post } from '@/payload-types'
import { convertPostContent, type MediaMatch, type MediaQuery, originalUploadUrl } from '@/wordpress/rules/content'
import type { WxrItem } from '@/wordpress/rules/wxr'
import type { MediaIndex } from './media-index'

/** A page's builder document (docs/widgets.md), as the Elementor converter writes it. */
export interface Layout {
  root: { props: Record<string, unknown> }
  content: { type: string; props: { id: string; [prop: string]: unknown } }[]
}

/** What a conversion could not carry over: lines of the report for the item. */
export type ConversionNotes = string[]

/** The media item imported for an image of the old site, by its attachment id or by its (original's) address. */
const mediaLookup =
  (media: MediaIndex) =>
  ({ url, attachmentId }: MediaQuery): MediaMatch | null =>
    (attachmentId === null ? null : media.forId(attachmentId)) ?? (url ? media.forUrl(originalUploadUrl(url)) : null)

/** A post's content as our rich text (docs/import.md, Post content), with what did not come across. */
export function articleContent(
  item: WxrItem,
  siteUrl: string,
  media: MediaIndex,
): { content: Post['content'] | null; notes: ConversionNotes } {
  if (!item.content.trim()) return { content: null, notes: [] }
  const { richText, problems } = convertPostContent({ html: item.content, siteUrl, mediaFor: mediaLookup(media) })
  return { content: richText, notes: problems.map((problem) => problem.detail) }
}

/**
 * A page's builder layout. PENDING: the single call site of the Elementor converter (src/wordpress/rules/elementor/,
 * `convertElementorLayout`) once it is merged: an Elementor page's `_elementor_data`, any other page's content as
 * one text block; until then the layout is left empty.
 */
export function pageLayout(
  _item: WxrItem,
  _siteUrl: string,
  _media: MediaIndex,
): { layout: Layout; notes: ConversionNotes } {
  return { layout: { root: { props: {} }, content: [] }, notes: [] }
}
