/** The shapes an Elementor layout arrives in and leaves as (docs/import.md, Elementor layouts). Pure. */

/** One element of `_elementor_data` as Elementor 3.x writes it; anything may be missing or of the wrong type. */
export interface ElementorElement {
  id?: unknown
  elType?: unknown
  widgetType?: unknown
  isInner?: unknown
  settings?: unknown
  elements?: unknown
}

/** A media item of the new site, as the importer found it for an old address or attachment id. */
export interface ImportedMedia {
  id: number
  url: string
  alt?: string
  width?: number
  height?: number
}

/** What the importer supplies: the old site's address, and its imported media and posts. */
export interface ElementorContext {
  /** The old site's address (`https://example.vn`): its own links become paths on ours. */
  siteUrl: string
  /** The imported media item for an old address or attachment id, or null when it is not (yet) imported. */
  mediaFor: (urlOrId: string | number) => ImportedMedia | null
  /** Our post or page id for an old post or page id, or null. */
  postFor: (oldId: number) => number | null
  /** Our category id for an old category's term id, or null (display conditions naming a category). */
  categoryFor?: (oldTermId: number) => number | null
}

/** Why an element or a setting did not come across as it was. */
export type UnmappedReason =
  /** A widget type we have no block for: kept as an Html block when it had markup to show, otherwise left out. */
  | 'unknown-widget'
  /** An element that is not a section, column, container or widget, or not an object at all. */
  | 'unknown-element'
  /** A setting that changes what a reader sees and that our block has no equivalent for. */
  | 'setting'
  /** A shortcode: WordPress plugins run them, we do not. */
  | 'shortcode'
  /** Nested deeper than the layout limit (docs/import.md, Elementor layouts): left out with everything inside. */
  | 'too-deep'
  /** Past the size a layout may have: left out. */
  | 'too-large'

export interface Unmapped {
  elementId: string
  /** The element's widget type, or its element type for sections, columns and containers. */
  type: string
  setting?: string
  reason: UnmappedReason
}

/** A block of our builder's document (docs/widgets.md): a widget type and its props. */
export type Block = {
  type: string
  props: { id: string; [prop: string]: unknown }
}

/** Our builder's document (a type, not an interface, so that it is a JSON value for Payload). */
export type ElementorDocument = {
  root: { props: Record<string, unknown> }
  content: Block[]
}

export interface ElementorConversion {
  document: ElementorDocument
  unmapped: Unmapped[]
  /** Every media address the layout refers to (mapped or not), so the importer can fetch them. */
  mediaUrls: string[]
}
