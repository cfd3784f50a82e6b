import type { Field } from 'payload'
import { builderDocumentProblem, emptyBuilderDocument, hasBlocks, type BuilderDocument } from '@/widgets/document'
import { sanitizeLayoutHtml } from '@/widgets/html/sanitize'
import { layoutWebhookProblem } from '../../forms/cms/webhook-address'

/** Why a layout cannot be saved, in Vietnamese, or null. */
const layoutProblem = (value: unknown) => builderDocumentProblem(value) ?? layoutWebhookProblem(value)

/**
 * The builder document of a page or template (hidden: edited in "Thiết kế"). Checked by its schema and its forms'
 * webhook addresses; raw HTML blocks pass the allow-list before the layout is stored.
 */
export const layoutField: Field = {
  name: 'layout',
  type: 'json',
  label: 'Bố cục',
  defaultValue: emptyBuilderDocument,
  admin: { hidden: true },
  validate: (value: unknown) => layoutProblem(value) ?? true,
  hooks: {
    beforeChange: [
      ({ value }) => (value && typeof value === 'object' ? sanitizeLayoutHtml(value as BuilderDocument) : value),
    ],
  },
}

/**
 * The layout of a document that shows nothing but its blocks (a popup): checked as any layout, and refused with
 * `emptyMessage` when the document is published without a block.
 */
export const layoutFieldWithBlocksWhenPublished = (emptyMessage: string): Field => ({
  ...layoutField,
  validate: (value: unknown, { data }: { data: { _status?: unknown } }) =>
    layoutProblem(value) ?? (data?._status === 'published' && !hasBlocks(value) ? emptyMessage : true),
})
