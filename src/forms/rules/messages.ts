/** Numbers and limits put into the forms' messages, written the way Vietnamese readers write them. Pure. */

const numberFormat = new Intl.NumberFormat('vi-VN', { maximumFractionDigits: 20 })

/**
 * `1.250.000`, `2,5`: dots group thousands and a comma marks decimals. Twelve significant digits hide binary
 * noise (0.1 + 0.2 shows as 0,3), far beyond what a form's limits need.
 */
export function formatNumber(value: number): string {
  return numberFormat.format(Number(value.toPrecision(12)))
}

/** The form's file-too-large message for one field: `{n}` is its per-file limit in MB (docs/forms.md, Default messages). */
export function fileTooLargeMessage(template: string, maxSizeMb: number): string {
  return template.replaceAll('{n}', formatNumber(maxSizeMb))
}
