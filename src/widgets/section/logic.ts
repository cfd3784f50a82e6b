/** Layout values of a section, pure. */

export const SECTION_COLUMNS = [1, 2, 3, 4] as const
export type SectionColumns = (typeof SECTION_COLUMNS)[number]

export const SECTION_SPACING = { none: 0, small: 24, medium: 48, large: 80 } as const
export type SectionSpacing = keyof typeof SECTION_SPACING

/** A CSS colour an editor may set: #rgb, #rrggbb or #rrggbbaa. Anything else gives no colour. */
export function safeColour(value: unknown): string | undefined {
  return typeof value === 'string' && /^#(?:[0-9a-f]{3}|[0-9a-f]{6}|[0-9a-f]{8})$/i.test(value.trim()) ? value.trim() : undefined
}

/** Columns clamped to the offered choices; phones always get one column (done in CSS). */
export function sectionColumns(value: unknown): SectionColumns {
  const columns = Number(value)
  return (SECTION_COLUMNS as readonly number[]).includes(columns) ? (columns as SectionColumns) : 1
}

export function sectionPadding(value: unknown): number {
  return typeof value === 'string' && value in SECTION_SPACING ? SECTION_SPACING[value as SectionSpacing] : SECTION_SPACING.medium
}
