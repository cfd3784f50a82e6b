import type { Field, SanitizedConfig } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

let config: SanitizedConfig

beforeAll(async () => {
  config = await (await import('@payload-config')).default
})

type Labelled = {
  label?: unknown
  name?: string
  fields?: Field[]
  tabs?: { label?: unknown; fields: Field[] }[]
  blocks?: { fields: Field[] }[]
}

/** Every field label (with where it is), tabs, rows, groups, arrays and blocks included. */
function labelsOf(fields: Field[], where: string): { where: string; label: string }[] {
  return (fields as Labelled[]).flatMap((field) => {
    const here = `${where} > ${field.name ?? '(không tên)'}`
    const label =
      typeof field.label === 'string' ? field.label : ((field.label as { vi?: string } | undefined)?.vi ?? null)
    return [
      ...(label ? [{ where: here, label }] : []),
      ...labelsOf(field.fields ?? [], here),
      ...(field.tabs ?? []).flatMap((tab) => labelsOf(tab.fields, here)),
      ...(field.blocks ?? []).flatMap((block) => labelsOf(block.fields, here)),
    ]
  })
}

describe("the admin's words", () => {
  it('have no comma in any field label: the error toast splits its list of invalid fields at commas', () => {
    const labels = [
      ...config.collections.flatMap((collection) => labelsOf(collection.fields, collection.slug)),
      ...config.globals.flatMap((global) => labelsOf(global.fields, global.slug)),
    ]
    expect(labels.length).toBeGreaterThan(100)
    expect(labels.filter(({ label }) => label.includes(','))).toEqual([])
  })

  it("say Payload's errors and checks in Vietnamese, without its English words", () => {
    const vi = (config.i18n.translations as Record<string, Record<string, Record<string, string>>>).vi
    const messages = [...Object.entries(vi.error), ...Object.entries(vi.validation)]
    const english = /\b(fields?|files?|collection|token|unknown|unspecific|upload|date|block)\b/i
    expect(messages.filter(([, text]) => english.test(text))).toEqual([])
    expect(vi.error.followingFieldsInvalid_one).toBe('Chưa lưu được, vì trường này chưa hợp lệ:')
  })
})
