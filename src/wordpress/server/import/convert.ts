import type { Post } from '@/payload-types'
import type { WxrItem } from '@/wordpress/rules/wxr'
import type { MediaIndex } from './media-index'

/** A page's builder document (docs/widgets.md), as the Elementor converter writes it. */
export interface Layout {
  root: { props: Record<string, unknown> }
  content: { type: string; props: { id: string; [prop: string]: unknown } }[]
}

/** What a conversion could not carry over: lines of the report for the item. */
export type ConversionNotes = string[]

/**
 * A post's content as our rich text. PENDING: the single call site of the content converter
 * (src/wordpress/rules/content/, `convertPostContent`) once it is merged; until then the content is left empty.
 */
export function articleContent(
  _item: WxrItem,
  _siteUrl: string,
  _media: MediaIndex,
): { content: Post['content'] | null; notes: ConversionNotes } {
  return { content: null, notes: [] }
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
