import type { Field } from 'payload'
import { builderDocumentProblem, emptyBuilderDocument, type BuilderDocument } from '@/widgets/document'
import { sanitizeLayoutHtml } from '@/widgets/html/sanitize'
import { layoutWebhookProblem } from '../forms/webhook-address'

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
  validate: (value: unknown) => builderDocumentProblem(value) ?? layoutWebhookProblem(value) ?? true,
  hooks: { beforeChange: [({ value }) => (value && typeof value === 'object' ? sanitizeLayoutHtml(value as BuilderDocument) : value)] },
}
