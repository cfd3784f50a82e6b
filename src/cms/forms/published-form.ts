import type { Payload } from 'payload'
import { type FormDefinition, parseDefinition } from '@/features/forms/definition'
import { type DocumentRef, documentRefText } from '@/features/forms/request'
import { allBlocks, readBuilderDocument } from '@/widgets/document'
import { keptRead, memoryCaches, type PublishedForms } from '../cache/memory'
import { pageTag, SITE_TAG } from '../cache/tags'

/** The builder block type of the form widget ("Biểu mẫu"). */
const FORM_BLOCK_TYPE = 'Form'

/** Read from the published document only: a draft's form, or anything the browser says about the form, never counts. */
async function readPublishedForms(payload: Payload, document: DocumentRef): Promise<PublishedForms> {
  const found = await payload.findByID({
    collection: document.collection,
    id: document.id,
    depth: 0,
    draft: false,
    disableErrors: true,
    overrideAccess: true,
    select: { layout: true, _status: true },
  })
  const forms = new Map<string, FormDefinition>()
  if (!found || found._status !== 'published') return forms
  for (const block of allBlocks(readBuilderDocument(found.layout))) {
    if (block.type === FORM_BLOCK_TYPE && typeof block.props.id === 'string') forms.set(block.props.id, parseDefinition(block.props))
  }
  return forms
}

/**
 * The form `formId` of a published page or template, as its definition, or null when there is no such form there.
 * Kept in memory until the document changes (a page's own tag; templates belong to the whole site's frame).
 */
export async function loadPublishedForm(payload: Payload, document: DocumentRef, formId: string): Promise<FormDefinition | null> {
  const tag = document.collection === 'pages' ? pageTag(document.id) : SITE_TAG
  const forms = await keptRead(memoryCaches.publishedForms, documentRefText(document), [tag], () => readPublishedForms(payload, document))
  return forms.get(formId) ?? null
}
