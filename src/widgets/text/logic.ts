/** Plain text split into paragraphs at blank lines, trimmed, empty ones dropped. */
export function paragraphs(text: unknown): string[] {
  if (typeof text !== 'string') return []
  return text
    .split(/\r?\n\s*\r?\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean)
}
