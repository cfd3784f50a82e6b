import type { Field } from 'payload'
import { linkUrlField } from '../fields/link-url'
import { isEmptyRow, type MenuLinkRow, menuTargetCollections } from './logic'

const isCustom = (siblingData: { kind?: unknown } | undefined) => siblingData?.kind === 'custom'
/**
 * A menu link: to a post, page, category or tag (kept by id, so its address follows the content's slug; the label
 * defaults to the content's title), or to an address typed by hand.
 */
export const menuLinkFields: Field[] = [
  {
    name: 'kind',
    type: 'radio',
    label: 'Liên kết tới',
    defaultValue: 'content',
    options: [
      { label: 'Nội dung trên trang', value: 'content' },
      { label: 'Đường dẫn tự nhập', value: 'custom' },
    ],
    admin: { layout: 'horizontal' },
  },
  {
    name: 'target',
    type: 'relationship',
    // No commas in a label: Payload's error toast splits its list of fields at commas.
    label: 'Bài viết / trang / chuyên mục / thẻ',
    relationTo: [...menuTargetCollections],
    admin: { condition: (_, siblingData) => !isCustom(siblingData) },
    // A row left empty is not saved (hooks.ts), so it asks for nothing.
    validate: (value: unknown, { siblingData }: { siblingData: MenuLinkRow }) =>
      isCustom(siblingData) || value || isEmptyRow(siblingData)
        ? true
        : 'Hãy chọn bài viết, trang, chuyên mục hoặc thẻ.',
  },
  {
    name: 'label',
    type: 'text',
    label: 'Nhãn',
    maxLength: 80,
    admin: { description: 'Để trống để dùng tiêu đề của nội dung đã chọn.' },
    validate: (value: unknown, { siblingData }: { siblingData: MenuLinkRow }) =>
      isCustom(siblingData) && !isEmptyRow(siblingData) && !(typeof value === 'string' && value.trim())
        ? 'Hãy nhập nhãn cho liên kết.'
        : true,
  },
  // A content link's address is worked out from its content when the menus are saved (hooks.ts).
  linkUrlField('url', 'Đường dẫn', { required: true, when: isCustom, unless: isEmptyRow }),
]
