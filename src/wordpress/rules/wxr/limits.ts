/**
 * How much of one field the reader keeps, in UTF-8 bytes (docs/import.md, The export file): what is larger is never
 * held whole, so one item bounds the reader's memory however large the file.
 */
const MB = 1024 * 1024

/** An Elementor layout (`_elementor_data`): large pages reach a few megabytes of JSON. */
export const MAX_ELEMENTOR_DATA_BYTES = 8 * MB
/** Any other meta value. */
export const MAX_META_VALUE_BYTES = 1 * MB
/** An item's content or excerpt. */
export const MAX_CONTENT_BYTES = 8 * MB
/** Every other field: titles, slugs, addresses, names, descriptions. */
export const MAX_FIELD_BYTES = 64 * 1024

export function metaValueLimit(key: string | null): number {
  return key === '_elementor_data' ? MAX_ELEMENTOR_DATA_BYTES : MAX_META_VALUE_BYTES
}

/** The UTF-8 length of `text` (a lone surrogate counts as the 3 bytes of its replacement). */
export function utf8Length(text: string): number {
  let bytes = text.length
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i)
    if (code < 0x80) continue
    if (code < 0x800) {
      bytes += 1
    } else if (code >= 0xd800 && code <= 0xdbff && isLowSurrogate(text.charCodeAt(i + 1))) {
      bytes += 2
      i++
    } else {
      bytes += 2
    }
  }
  return bytes
}

const isLowSurrogate = (code: number) => code >= 0xdc00 && code <= 0xdfff
