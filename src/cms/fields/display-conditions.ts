import type { Field } from 'payload'
import type { DisplayScope } from '@/site/display-conditions/logic'

/** The scopes' names in the admin. */
const SCOPE_LABELS: Record<DisplayScope, string> = {
  site: 'Toàn bộ trang web',
  home: 'Trang chủ',
  posts: 'Mọi bài viết',
  category: 'Một chuyên mục (bài viết và trang lưu trữ)',
  post: 'Một bài viết',
  page: 'Một trang',
  archives: 'Mọi trang lưu trữ',
}

/** The scopes that name a document: the relationship field (named as the scope) asked for when one is chosen. */
const TARGETS = [
  {
    scope: 'category',
    relationTo: 'categories',
    label: 'Chuyên mục',
    missing: 'Hãy chọn chuyên mục cho điều kiện này.',
  },
  { scope: 'post', relationTo: 'posts', label: 'Bài viết', missing: 'Hãy chọn bài viết cho điều kiện này.' },
  { scope: 'page', relationTo: 'pages', label: 'Trang', missing: 'Hãy chọn trang cho điều kiện này.' },
] as const

/** A condition of `scope` needs its category, post or page; conditions of other scopes ignore the field. */
function targetChosen(scope: string, message: string) {
  return (value: unknown, { siblingData }: { siblingData: { scope?: string } }) =>
    siblingData?.scope !== scope || (value !== null && value !== undefined && value !== '') ? true : message
}

/**
 * The display conditions of a popup or theme template (docs/popups.md, Display conditions), stored as `conditions`
 * rows of `mode`, `scope` and, for the scopes that name a document, `category`, `post` or `page`.
 */
export function displayConditionsField({
  scopes,
  description,
  scopeLabels,
}: {
  /** The scopes the collection offers, in the order the admin lists them. */
  scopes: readonly DisplayScope[]
  /** What the admin says of the rule. */
  description: string
  /** Names that differ from SCOPE_LABELS in this collection. */
  scopeLabels?: Partial<Record<DisplayScope, string>>
}): Field {
  const labels = { ...SCOPE_LABELS, ...scopeLabels }
  return {
    name: 'conditions',
    type: 'array',
    label: 'Điều kiện hiển thị',
    labels: { singular: 'Điều kiện', plural: 'Điều kiện' },
    admin: { description },
    maxRows: 50,
    fields: [
      {
        type: 'row',
        fields: [
          {
            name: 'mode',
            type: 'select',
            label: 'Cách dùng',
            required: true,
            defaultValue: 'include',
            options: [
              { label: 'Áp dụng', value: 'include' },
              { label: 'Loại trừ', value: 'exclude' },
            ],
          },
          {
            name: 'scope',
            type: 'select',
            label: 'Phạm vi',
            required: true,
            defaultValue: 'site',
            options: scopes.map((scope) => ({ label: labels[scope], value: scope })),
          },
        ],
      },
      ...TARGETS.filter(({ scope }) => scopes.includes(scope)).map(({ scope, relationTo, label, missing }): Field => ({
        name: scope,
        type: 'relationship',
        relationTo,
        label,
        validate: targetChosen(scope, missing),
        admin: { condition: (_, row) => row?.scope === scope },
      })),
    ],
  }
}
