import type { Field } from 'payload'

/**
 * A billing or delivery address in the Vietnamese shape since July 2025: name, phone, province and commune (phường,
 * xã or đặc khu; codes with their names as they were when saved), street, and the whole line the site shows. An
 * address saved before the reform was moved to the new units; its old line is kept beside (`previousLine`).
 */
export const addressFields = (withEmail: boolean): Field[] => [
  {
    type: 'row',
    fields: [
      { name: 'fullName', type: 'text', label: 'Họ và tên', maxLength: 100 },
      { name: 'phone', type: 'text', label: 'Điện thoại', maxLength: 20 },
      ...(withEmail ? [{ name: 'email', type: 'email', label: 'E-mail' } as Field] : []),
    ],
  },
  {
    type: 'row',
    fields: [
      { name: 'province', type: 'text', label: 'Mã tỉnh/thành phố', maxLength: 2 },
      { name: 'provinceName', type: 'text', label: 'Tỉnh/thành phố', maxLength: 100, admin: { readOnly: true } },
    ],
  },
  {
    type: 'row',
    fields: [
      { name: 'ward', type: 'text', label: 'Mã phường/xã/đặc khu', maxLength: 5 },
      { name: 'wardName', type: 'text', label: 'Phường/xã/đặc khu', maxLength: 100, admin: { readOnly: true } },
    ],
  },
  { name: 'street', type: 'text', label: 'Số nhà và tên đường', maxLength: 200 },
  { name: 'line', type: 'text', label: 'Địa chỉ đầy đủ', maxLength: 400, admin: { readOnly: true } },
  {
    name: 'previousLine',
    type: 'text',
    label: 'Địa chỉ theo địa giới cũ (trước 01/07/2025)',
    maxLength: 400,
    admin: { readOnly: true, condition: (_data, sibling) => Boolean(sibling?.previousLine) },
  },
]
