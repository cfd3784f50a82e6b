import type { PayloadHandler, Where } from 'payload'
import { submissionsCsv } from '@/forms/rules/csv'
import type { AnswerRow } from '@/forms/rules/answers'
import { formatDateTime, vietnamDay } from '@/lib/vi'
import { hasRole } from '../../cms/access'
import { refusalResponse } from '@/server/refusal'

const statusLabels: Record<string, string> = { new: 'Mới', read: 'Đã đọc', spam: 'Spam' }
/** The most rows one file holds; narrow the filter for more. */
const MAX_ROWS = 10_000

/**
 * `GET /api/form-submissions/export?where…`: the submissions the list's filter shows (by form, page, date, status),
 * newest first, as a CSV file for Excel. Editors and administrators only, like the list itself.
 */
export const exportSubmissionsCsv: PayloadHandler = async (req) => {
  if (!hasRole(req.user, 'admin', 'editor'))
    return refusalResponse('Chỉ biên tập viên và quản trị viên được tải bài gửi biểu mẫu.', 403)
  const where = (req.query?.where ?? {}) as Where
  let docs
  try {
    ;({ docs } = await req.payload.find({
      collection: 'form-submissions',
      where,
      sort: '-createdAt',
      limit: MAX_ROWS,
      depth: 1,
      overrideAccess: false,
      req,
    }))
  } catch {
    return refusalResponse('Điều kiện lọc không hợp lệ.', 400)
  }
  const csv = submissionsCsv(
    docs.map((doc) => ({
      time: formatDateTime(doc.createdAt),
      formName: doc.formName,
      status: statusLabels[doc.status] ?? doc.status,
      pageUrl: doc.pageUrl ?? '',
      answers: Array.isArray(doc.answers) ? (doc.answers as unknown as AnswerRow[]) : [],
      files: (doc.files ?? []).map((file) =>
        typeof file === 'object' ? file.originalName || file.filename || '' : String(file),
      ),
    })),
  )
  return new Response(csv, {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="bai-gui-bieu-mau-${vietnamDay(Date.now())}.csv"`,
      'Cache-Control': 'private, no-store',
    },
  })
}
