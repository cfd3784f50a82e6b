import path from 'node:path'
import type { CollectionConfig } from 'payload'
import { isEditor } from '../../../cms/access'
import { storeDownloadUnderRandomName } from '../hooks/download-file'
import { privateAttachment } from '../../../cms/hooks/file-head'
import { dataDir } from '../../../cms/paths'

/**
 * The files downloadable products deliver ("Tệp tải về"): PDF, EPUB or ZIP, recognised by their content and stored
 * under random names outside the public media folder. Private: Payload serves `/api/product-files/file/{name}` to
 * editors only; customers get them through their account's download links, which check the order first.
 */
export const ProductFiles: CollectionConfig = {
  slug: 'product-files',
  labels: { singular: 'Tệp tải về', plural: 'Tệp tải về' },
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'filesize', 'updatedAt'], group: 'Cửa hàng' },
  access: { read: isEditor, create: isEditor, update: isEditor, delete: isEditor },
  hooks: { beforeOperation: [storeDownloadUnderRandomName] },
  upload: {
    staticDir: path.join(dataDir, 'product-files'),
    pasteURL: false,
    modifyResponseHeaders: privateAttachment,
  },
  fields: [{ name: 'title', type: 'text', label: 'Tên tệp khách hàng thấy', required: true, maxLength: 120 }],
}
