import type { Payload } from 'payload'
import { type FormDefinition, parseDefinition } from '@/features/forms/definition'
import type { DocumentRef } from '@/features/forms/request'
import { allBlocks, readBuilderDocument } from '@/widgets/document'

/** The builder block type of the form widget ("Biểu mẫu"). */
const FORM_BLOCK_TYPE = 'Form'

/**
 * The form `formId` of a published page or template, as its definition, or null when there is no such form there.
 * Read from the published document only: a draft's form, or anything the browser says about the form, never counts.
 */
export async function loadPublishedForm(payload: Payload, document: DocumentRef, formId: string): Promise<FormDefinition | null> {
  const found = await payload.findByID({
    collection: document.collection,
    id: document.id,
    depth: 0,
    draft: false,
    disableErrors: true,
    overrideAccess: true,
    select: { layout: true, _status: true },
  })
  if (!found || found._status !== 'published') return null
  const block = allBlocks(readBuilderDocument(found.layout)).find((item) => item.type === FORM_BLOCK_TYPE && item.props.id === formId)
  return block ? parseDefinition(block.props) : null
}
