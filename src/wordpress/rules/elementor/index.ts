/** The Elementor part of the WordPress slice's rules (docs/import.md, Elementor layouts). */
export { convertElementorLayout, MAX_DEPTH } from './convert'
export type { ElementorContext, ElementorConversion, ImportedMedia, Unmapped, UnmappedReason } from './types'
export { elementorPopup, type ImportedPopup } from './popup'
export { themeTemplate, type ImportedTemplate } from './theme-template'
export type { ConditionRow } from './conditions'
