import type { ArrayField, GlobalConfig } from 'payload'
import { anyone, isEditor } from '../access'
import { revalidateSite } from '../hooks/revalidate'
import { menuLinkFields } from '../menu/fields'
import { fillMenuLinks } from '../menu/hooks'

/** A list of menu links whose rows read as their labels ("Pin và sạc"), not "Main 01". */
function menuList(name: string, label: string, fields = menuLinkFields): ArrayField {
  return {
    name,
    type: 'array',
    label,
    labels: { singular: 'Liên kết', plural: 'Liên kết' },
    admin: { components: { RowLabel: '@/cms/components/MenuRowLabel#MenuRowLabel' } },
    fields,
  }
}

export const Navigation: GlobalConfig = {
  slug: 'navigation',
  label: 'Menu điều hướng',
  admin: { group: 'Hệ thống' },
  access: { read: anyone, update: isEditor },
  hooks: { beforeValidate: [fillMenuLinks], afterChange: [revalidateSite] },
  fields: [
    menuList('main', 'Menu chính', [...menuLinkFields, menuList('children', 'Menu con')]),
    menuList('footer', 'Liên kết chân trang'),
  ],
}
