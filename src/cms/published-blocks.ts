import type { Payload } from 'payload'
import { type DocumentRef } from '@/lib/document-ref'
import { allBlocks, type BuilderBlock, readBuilderDocument } from '@/widgets/document'
import { pageTag, SITE_TAG } from './cache/tags'

/**
 * The blocks of a published page, template or popup, read from the published document only: a draft's widgets, or anything
 * a browser says about a widget, never count. None when the document is missing or not published.
 */
export async function readPublishedBlocks(payload: Payload, document: DocumentRef): Promise<BuilderBlock[]> {
  const found = await payload.findByID({
    collection: document.collection,
    id: document.id,
    depth: 0,
    draft: false,
    disableErrors: true,
    overrideAccess: true,
    select: { layout: true, _status: true },
  })
  return found?._status === 'published' ? allBlocks(readBuilderDocument(found.layout)) : []
}

/** The tag a document's published widgets change with: a page's own; templates and popups belong to the whole site's frame. */
export const documentTag = (document: DocumentRef) =>
  document.collection === 'pages' ? pageTag(document.id) : SITE_TAG
