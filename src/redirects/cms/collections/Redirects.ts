import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, CollectionConfig, PayloadRequest } from 'payload'
import { isEditor, nobodyField } from '@/cms/access'
import { invalidate } from '@/cms/cache/invalidate'
import { normaliseFrom, normaliseTo } from '../../rules/address.mjs'
import { REDIRECTS_TAG } from '../../rules/redirect-map.mjs'
import { forgetNotFound } from '../../server/store'
import { checkFrom, checkTo, ownOrigins } from '../checks'

/** The front reloads its redirects (docs/redirects.md, How the front answers); the 404 log forgets the address. */
const redirectSaved: CollectionAfterChangeHook = async ({ doc, req }) => {
  await invalidate(req.payload, [REDIRECTS_TAG], req)
  await forgetNotFound(req.payload, doc.from, req)
  return doc
}

const redirectDeleted: CollectionAfterDeleteHook = async ({ doc, req }) => {
  await invalidate(req.payload, [REDIRECTS_TAG], req)
  return doc
}

/** The counters show once the redirect exists: a new one has nothing counted. */
const counted = (data: Partial<{ id: unknown }>) => data?.id !== undefined

/**
 * Old addresses and where they now lead (docs/redirects.md): answered by the HTTP front from memory, counted there
 * and written in batches. Editors and administrators edit them; the import from WordPress fills them.
 */
export const Redirects: CollectionConfig = {
  slug: 'redirects',
  labels: { singular: 'Chuyển hướng', plural: 'Chuyển hướng' },
  admin: {
    useAsTitle: 'from',
    defaultColumns: ['from', 'to', 'status', 'hits', 'lastHitAt'],
    group: 'Hệ thống',
    description:
      'Địa chỉ cũ (ví dụ của trang WordPress trước đây) và nơi chúng dẫn tới. Lượt truy cập được đếm tự động.',
  },
  access: { read: isEditor, create: isEditor, update: isEditor, delete: isEditor },
  defaultSort: '-updatedAt',
  hooks: { afterChange: [redirectSaved], afterDelete: [redirectDeleted] },
  fields: [
    {
      name: 'from',
      type: 'text',
      label: 'Địa chỉ cũ',
      required: true,
      unique: true,
      index: true,
      validate: checkFrom,
      // The new redirect's screen opened from the 404 log (`?from=`) starts with its address (docs/redirects.md).
      defaultValue: ({ req }: { req: PayloadRequest }) => normaliseFrom(req.query?.from).from,
      hooks: { beforeValidate: [({ value }) => normaliseFrom(value).from ?? value] },
      admin: {
        description: 'Đường dẫn, có thể kèm truy vấn: /bai-viet-cu, /?p=123. Chữ hoa và dấu / ở cuối không phân biệt.',
      },
    },
    {
      name: 'to',
      type: 'text',
      label: 'Địa chỉ mới',
      required: true,
      validate: checkTo,
      hooks: { beforeValidate: [({ value }) => normaliseTo(value, ownOrigins()).to ?? value] },
      admin: { description: 'Một đường dẫn của trang này (/cach-chup-man-hinh) hoặc một địa chỉ https.' },
    },
    {
      name: 'status',
      type: 'select',
      label: 'Kiểu chuyển hướng',
      required: true,
      defaultValue: '301',
      options: [
        { label: 'Vĩnh viễn (301)', value: '301' },
        { label: 'Tạm thời (302)', value: '302' },
      ],
    },
    {
      name: 'hits',
      type: 'number',
      label: 'Lượt truy cập',
      defaultValue: 0,
      access: { create: nobodyField, update: nobodyField },
      admin: { readOnly: true, position: 'sidebar', condition: counted },
    },
    {
      name: 'lastHitAt',
      type: 'date',
      label: 'Lần truy cập gần nhất',
      access: { create: nobodyField, update: nobodyField },
      admin: { readOnly: true, position: 'sidebar', condition: counted, date: { pickerAppearance: 'dayAndTime' } },
    },
  ],
}
