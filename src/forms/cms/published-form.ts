import type { Payload } from 'payload'
import { FORM_BLOCK_TYPE, type FormDefinition, parseDefinition } from '@/forms/rules/definition'
import { type DocumentRef, documentRefText } from '@/lib/document-ref'
import { keptRead, memoryCaches, type PublishedForms } from '../../cms/cache/memory'
import { documentTag, readPublishedBlocks } from '../../cms/published-blocks'

/** The forms of a published document, by form id. */
async function readPublishedForms(payload: Payload, document: DocumentRef): Promise<PublishedForms> {
  const forms = new Map<string, FormDefinition>()
  for (const block of await readPublishedBlocks(payload, document)) {
    if (block.type === FORM_BLOCK_TYPE && typeof block.props.id === 'string')
      forms.set(block.props.id, parseDefinition(block.props))
  }
  return forms
}

/**
 * The form `formId` of a published page or template, as its definition, or null when there is no such form there.
 * Kept in memory until the document changes (a page's own tag; templates belong to the whole site's frame).
 */
export async function loadPublishedForm(
  payload: Payload,
  document: DocumentRef,
  formId: string,
): Promise<FormDefinition | null> {
  const forms = await keptRead(memoryCaches.publishedForms, documentRefText(document), [documentTag(document)], () =>
    readPublishedForms(payload, document),
  )
  return forms.get(formId) ?? null
}
