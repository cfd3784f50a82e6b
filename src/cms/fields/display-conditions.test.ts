import type { ArrayField, Field } from 'payload'
import { describe, expect, it } from 'vitest'
import { Popups } from '../../popups/cms/collections/Popups'
import { Templates } from '../collections/Templates'

/** The `conditions` field among a collection's fields, inside tabs or not. */
function conditionsOf(fields: Field[]): ArrayField | undefined {
  for (const field of fields) {
    if ('name' in field && field.name === 'conditions') return field as ArrayField
    const inTabs = field.type === 'tabs' ? field.tabs.map((tab) => conditionsOf(tab.fields)).find(Boolean) : undefined
    if (inTabs) return inTabs
  }
  return undefined
}

/** What the database and the admin see of each row: names, types, choices and the documents named. */
function shape(field: ArrayField) {
  const rows = field.fields.flatMap((child) => (child.type === 'row' ? child.fields : [child]))
  return rows.map((child) => ({
    name: 'name' in child ? child.name : null,
    type: child.type,
    label: 'label' in child ? child.label : null,
    options: 'options' in child ? child.options : undefined,
    relationTo: 'relationTo' in child ? child.relationTo : undefined,
  }))
}

const mode = {
  name: 'mode',
  type: 'select',
  label: 'Cách dùng',
  options: [
    { label: 'Áp dụng', value: 'include' },
    { label: 'Loại trừ', value: 'exclude' },
  ],
}
const target = (name: string, label: string, relationTo: string) => ({
  name,
  type: 'relationship',
  label,
  options: undefined,
  relationTo,
})

describe('the display conditions field', () => {
  it('stores templates’ conditions as mode, scope, category and post', () => {
    const field = conditionsOf(Templates.fields)!
    expect(field).toMatchObject({ type: 'array', label: 'Điều kiện hiển thị', maxRows: 50 })
    expect(shape(field)).toEqual([
      mode,
      {
        name: 'scope',
        type: 'select',
        label: 'Phạm vi',
        relationTo: undefined,
        options: [
          { label: 'Toàn bộ trang web', value: 'site' },
          { label: 'Một chuyên mục', value: 'category' },
          { label: 'Một bài viết', value: 'post' },
        ],
      },
      target('category', 'Chuyên mục', 'categories'),
      target('post', 'Bài viết', 'posts'),
    ])
  })

  it('stores popups’ conditions with every scope and a page as well', () => {
    const field = conditionsOf(Popups.fields)!
    expect(field).toMatchObject({ type: 'array', label: 'Điều kiện hiển thị', maxRows: 50 })
    expect(shape(field).map(({ name }) => name)).toEqual(['mode', 'scope', 'category', 'post', 'page'])
    expect(shape(field)[1].options).toEqual([
      { label: 'Toàn bộ trang web', value: 'site' },
      { label: 'Trang chủ', value: 'home' },
      { label: 'Mọi bài viết', value: 'posts' },
      { label: 'Một chuyên mục (bài viết và trang lưu trữ)', value: 'category' },
      { label: 'Một bài viết', value: 'post' },
      { label: 'Một trang', value: 'page' },
      { label: 'Mọi trang lưu trữ', value: 'archives' },
    ])
    expect(shape(field)[4]).toEqual(target('page', 'Trang', 'pages'))
  })

  it('asks for the document a scope names, and only for that scope', () => {
    const [, category] = conditionsOf(Popups.fields)!.fields as { validate: (...args: unknown[]) => unknown }[]
    const check = (value: unknown, scope: string) => category.validate(value, { siblingData: { scope } })
    expect(check(null, 'category')).toBe('Hãy chọn chuyên mục cho điều kiện này.')
    expect(check('', 'category')).toBe('Hãy chọn chuyên mục cho điều kiện này.')
    expect(check(3, 'category')).toBe(true)
    expect(check(null, 'post')).toBe(true)
  })
})
