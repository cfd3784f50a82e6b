import type { Field, GlobalConfig } from 'payload'
import { anyone, isEditor } from '../access'
import { linkUrlField } from '../fields/link-url'
import { revalidateSite } from '../hooks/revalidate'

const linkFields: Field[] = [{ name: 'label', type: 'text', label: 'Nhãn', required: true }, linkUrlField('url', 'Đường dẫn', { required: true })]

export const Navigation: GlobalConfig = {
  slug: 'navigation',
  label: 'Menu điều hướng',
  admin: { group: 'Hệ thống' },
  access: { read: anyone, update: isEditor },
  hooks: { afterChange: [revalidateSite] },
  fields: [
    {
      name: 'main',
      type: 'array',
      label: 'Menu chính',
      fields: [...linkFields, { name: 'children', type: 'array', label: 'Menu con', fields: linkFields }],
    },
    { name: 'footer', type: 'array', label: 'Liên kết chân trang', fields: linkFields },
  ],
}
