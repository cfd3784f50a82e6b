import type { CollectionConfig } from 'payload'
import { isAdmin, isEditor } from '../../../cms/access'
import { exportSubmissionsCsv } from '../export-csv'

/**
 * What readers sent through the site's forms ("Bài gửi biểu mẫu"): one row each, written only by the form endpoint
 * (src/forms/server) after the answers passed the form's checks. Editors read them, mark them read or spam, and
 * delete them; they hold readers' personal details, so authors do not see them.
 */
export const FormSubmissions: CollectionConfig = {
  slug: 'form-submissions',
  labels: { singular: 'Bài gửi biểu mẫu', plural: 'Bài gửi biểu mẫu' },
  admin: {
    useAsTitle: 'summary',
    defaultColumns: ['summary', 'formName', 'status', 'createdAt'],
    listSearchableFields: ['summary', 'formName'],
    group: 'Biểu mẫu',
    components: { beforeListTable: ['@/forms/cms/components/ExportSubmissions#ExportSubmissions'] },
  },
  endpoints: [{ path: '/export', method: 'get', handler: exportSubmissionsCsv }],
  access: { read: isEditor, create: () => false, update: isEditor, delete: isAdmin },
  defaultSort: '-createdAt',
  fields: [
    {
      name: 'status',
      type: 'select',
      label: 'Trạng thái',
      required: true,
      defaultValue: 'new',
      index: true,
      options: [
        { label: 'Mới', value: 'new' },
        { label: 'Đã đọc', value: 'read' },
        { label: 'Spam', value: 'spam' },
      ],
      admin: { position: 'sidebar' },
    },
    { name: 'formName', type: 'text', label: 'Biểu mẫu', required: true, index: true, admin: { readOnly: true } },
    {
      name: 'summary',
      type: 'text',
      label: 'Tóm tắt',
      admin: { readOnly: true, description: 'Vài câu trả lời đầu, để nhận ra bài gửi trong danh sách.' },
    },
    {
      name: 'answers',
      type: 'json',
      label: 'Câu trả lời',
      admin: { readOnly: true, components: { Field: '@/forms/cms/components/SubmissionAnswers#SubmissionAnswers' } },
    },
    {
      name: 'files',
      type: 'relationship',
      relationTo: 'form-files',
      hasMany: true,
      label: 'Tệp đính kèm',
      admin: { readOnly: true },
    },
    {
      type: 'collapsible',
      label: 'Nguồn gửi',
      admin: { initCollapsed: true },
      fields: [
        { name: 'document', type: 'text', label: 'Tài liệu chứa biểu mẫu', index: true, admin: { readOnly: true } },
        { name: 'formId', type: 'text', label: 'Mã biểu mẫu', index: true, admin: { readOnly: true } },
        { name: 'pageUrl', type: 'text', label: 'Trang gửi', admin: { readOnly: true } },
        { name: 'pageTitle', type: 'text', label: 'Tiêu đề trang', admin: { readOnly: true } },
        { name: 'userAgent', type: 'text', label: 'Trình duyệt', admin: { readOnly: true } },
      ],
    },
  ],
}
