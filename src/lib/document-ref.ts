/**
 * A builder document: a page, a theme template (a footer's subscribe form, an archive's loop) or a popup (its form). Widgets that call the
 * server send it as `post_id` (`pages:12`), so the server reads their settings from the published document.
 */
export interface DocumentRef {
  collection: 'pages' | 'templates' | 'popups'
  id: number
}

/** The largest id a document may have (a 32-bit serial, as PostgreSQL's). */
export const MAX_DOCUMENT_ID = 2_147_483_647

export const documentRefText = ({ collection, id }: DocumentRef) => `${collection}:${id}`

export function parseDocumentRef(text: string): DocumentRef | null {
  const match = /^(pages|templates|popups):([1-9]\d{0,9})$/.exec(text)
  return match && Number(match[2]) <= MAX_DOCUMENT_ID
    ? { collection: match[1] as DocumentRef['collection'], id: Number(match[2]) }
    : null
}
