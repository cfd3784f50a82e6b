import type { Post } from '@/payload-types'
import { convertPostContent, type MediaMatch, type MediaQuery, originalUploadUrl } from '@/wordpress/rules/content'
import { wordpressImport } from '@/i18n/wordpress-import'
import { convertElementorLayout, type ElementorContext, type ElementorConversion } from '@/wordpress/rules/elementor'
import { isElementorPage } from '@/wordpress/rules/import/items'
import { metaOf, unserializePhp, type WxrItem } from '@/wordpress/rules/wxr'
import type { MediaIndex } from './media-index'

/** A page's builder document (docs/widgets.md), as the Elementor converter writes it. */
export type Layout = ElementorConversion['document']

const { unmapped } = wordpressImport

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

/** What the Elementor converter is told of the import (docs/import.md, Elementor layouts). */
export interface LayoutContext {
  media: MediaIndex
  /** Our post or page for an old post or page id, once imported. */
  postFor: (oldId: number) => number | null
  /** Our category for an old category's term id, once imported (theme templates' and popups' conditions). */
  categoryFor?: (oldTermId: number) => number | null
}

/** The Elementor converter's lookups over what the import brought in. */
export const elementorContextOf = (
  siteUrl: string,
  { media, postFor, categoryFor }: LayoutContext,
): ElementorContext => ({
  siteUrl,
  mediaFor: (urlOrId) =>
    typeof urlOrId === 'number' ? media.forId(urlOrId) : media.forUrl(originalUploadUrl(urlOrId)),
  postFor,
  categoryFor,
})

/** The JSON of `_elementor_data`, or undefined when it is not JSON. */
function elementorData(text: string): unknown {
  try {
    return JSON.parse(text) as unknown
  } catch {
    return undefined
  }
}

/**
 * A page's builder layout (docs/import.md, Elementor layouts): an Elementor page's `_elementor_data` with its page
 * settings, any other page's content as one text block, through the Elementor converter, each element it could not
 * carry over a note.
 */
export function pageLayout(
  item: WxrItem,
  siteUrl: string,
  lookups: LayoutContext,
): { layout: Layout; notes: ConversionNotes } {
  const notes: ConversionNotes = []
  let data = isElementorPage(item) ? elementorData(metaOf(item, '_elementor_data')!) : undefined
  if (isElementorPage(item) && data === undefined) notes.push(unmapped.badJson)
  data ??= item.content.trim()
    ? [{ id: `wp${item.id}`, elType: 'widget', widgetType: 'text-editor', settings: { editor: item.content } }]
    : []
  const settings = unserializePhp(metaOf(item, '_elementor_page_settings') ?? '')
  const { document, unmapped: left } = convertElementorLayout(
    data,
    settings.ok ? settings.value : null,
    elementorContextOf(siteUrl, lookups),
  )
  for (const entry of left)
    notes.push(`${unmapped.element(entry.type, entry.elementId, entry.setting)}: ${unmapped.reasons[entry.reason]}`)
  return { layout: document, notes }
}
