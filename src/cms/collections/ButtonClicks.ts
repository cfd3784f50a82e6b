import type { CollectionConfig, Field, PayloadHandler } from 'payload'
import { verifyNonce } from '@/lib/nonce'
import {
  clickReportsByAddress,
  msUntilAllowed,
  storedClicks,
  tooManyRequestsResponse,
} from '@/server/rate-limit/limiters'
import { clientAddress } from '@/server/rate-limit/logic'
import {
  FLOATING_BUTTON_KINDS,
  FLOATING_BUTTONS_NONCE,
  FLOATING_BUTTONS_NONCE_HEADER,
  MAX_REPORT_BYTES,
  parseClickReport,
} from '@/widgets/floating-buttons/logic'
import { isAdmin, isStaff } from '../access'
import { payloadSecret } from '../secret'
import { refusalResponse } from '@/server/refusal'

const kindLabels = { call: 'Gọi điện', zalo: 'Zalo', messenger: 'Messenger', top: 'Lên đầu trang' }

/** The floating button that was clicked (also in the daily counts). */
export const clickedButtonField: Field = {
  name: 'button',
  type: 'select',
  label: 'Nút',
  required: true,
  index: true,
  options: FLOATING_BUTTON_KINDS.map((kind) => ({ label: kindLabels[kind], value: kind })),
}

/**
 * `POST /api/button-clicks/track`: one click on a floating button, checked against the floating buttons' nonce.
 * At most 30 reports a minute per address (429); a click already stored this minute for the same button, page and
 * address is accepted without storing it again (202).
 */
const track: PayloadHandler = async (req) => {
  const address = clientAddress(req.headers)
  const wait = await msUntilAllowed(clickReportsByAddress, address)
  if (wait !== null) return tooManyRequestsResponse(wait)
  if (
    !verifyNonce(payloadSecret(), FLOATING_BUTTONS_NONCE, req.headers.get(FLOATING_BUTTONS_NONCE_HEADER), Date.now())
  ) {
    return refusalResponse('Mã bảo mật không hợp lệ hoặc đã hết hạn. Hãy tải lại trang.', 403)
  }
  const text = req.text ? await req.text() : ''
  if (Buffer.byteLength(text) > MAX_REPORT_BYTES) return refusalResponse('Dữ liệu gửi lên quá lớn.', 413)
  let body: unknown
  try {
    body = JSON.parse(text)
  } catch {
    return refusalResponse('Dữ liệu gửi lên không phải JSON hợp lệ.', 400)
  }
  const parsed = parseClickReport(body)
  if ('error' in parsed) return refusalResponse(parsed.error, 400)
  if (
    (await msUntilAllowed(storedClicks, JSON.stringify([address, parsed.report.button, parsed.report.path]))) !== null
  ) {
    return Response.json({ ok: true }, { status: 202 })
  }
  await req.payload.create({ collection: 'button-clicks', data: parsed.report, overrideAccess: true, req })
  return Response.json({ ok: true }, { status: 201 })
}

/** Clicks on the floating contact buttons, one row each, for editors to count by button and page. */
export const ButtonClicks: CollectionConfig = {
  slug: 'button-clicks',
  labels: { singular: 'Lượt bấm nút nổi', plural: 'Lượt bấm nút nổi' },
  admin: { useAsTitle: 'path', defaultColumns: ['button', 'path', 'createdAt'], group: 'Thống kê' },
  access: { read: isStaff, create: () => false, update: () => false, delete: isAdmin },
  endpoints: [{ path: '/track', method: 'post', handler: track }],
  fields: [clickedButtonField, { name: 'path', type: 'text', label: 'Trang', required: true, maxLength: 300 }],
}
