import { getThemeTemplates } from '@/cms/queries'
import type { Template } from '@/payload-types'
import { conditionFromRow, type DisplayView } from '../display-conditions/logic'
import { pickTemplate, type TemplateKind } from './logic'

/** The published template of `kind` for this view, or null for the built-in theme. */
export async function templateFor(kind: TemplateKind, view: DisplayView): Promise<Template | null> {
  const candidates = (await getThemeTemplates()).map((template) => ({
    id: template.id,
    kind: template.kind,
    updatedAt: template.updatedAt,
    conditions: (template.conditions ?? []).map(conditionFromRow),
    template,
  }))
  return pickTemplate(candidates, kind, view)?.template ?? null
}
