import path from 'node:path'
import type { CollectionConfig } from 'payload'
import { isAdmin, isEditor } from '../../../cms/access'
import { privateAttachment } from '../../../cms/hooks/file-head'
import { dataDir } from '../../../cms/paths'

/**
 * Files readers attached to forms. Private: stored under random names outside the public media folder, and served
 * only to editors (Payload checks `read` on `/api/form-files/file/{name}`). Created only by the form endpoint, after
 * the file's content was recognised as one of the field's allowed types.
 */
export const FormFiles: CollectionConfig = {
  slug: 'form-files',
  labels: { singular: 'Tệp đính kèm biểu mẫu', plural: 'Tệp đính kèm biểu mẫu' },
  admin: { useAsTitle: 'originalName', defaultColumns: ['originalName', 'filesize', 'createdAt'], group: 'Biểu mẫu' },
  access: { read: isEditor, create: () => false, update: () => false, delete: isAdmin },
  upload: {
    staticDir: path.join(dataDir, 'form-files'),
    pasteURL: false,
    // Served as attachments: a reader's file never opens inside the site's pages.
    modifyResponseHeaders: privateAttachment,
  },
  fields: [{ name: 'originalName', type: 'text', label: 'Tên tệp người gửi đặt', maxLength: 300 }],
}
