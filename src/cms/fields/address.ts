import type { Field } from 'payload'

/** A billing or delivery address in the Vietnamese shape: name, phone, province, district, ward (codes), street. */
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
      { name: 'province', type: 'text', label: 'Mã tỉnh/thành', maxLength: 2 },
      { name: 'district', type: 'text', label: 'Mã quận/huyện', maxLength: 3 },
      { name: 'ward', type: 'text', label: 'Mã phường/xã', maxLength: 5 },
    ],
  },
  { name: 'street', type: 'text', label: 'Số nhà và tên đường', maxLength: 200 },
  { name: 'line', type: 'text', label: 'Địa chỉ đầy đủ', maxLength: 400, admin: { readOnly: true } },
]
