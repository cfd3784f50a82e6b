import { districtsOf, wardsOf } from '@/features/shop/address/units'

/**
 * `GET /dia-gioi/{code}`: the districts of a province (a 2-digit code) or the wards of a district (3 digits), as
 * `[{code, name}]` for the checkout's lists. The same for everyone and changed only with the project: kept a year.
 */
export async function GET(_request: Request, { params }: { params: Promise<{ code: string }> }) {
  const { code } = await params
  const units = /^\d{2}$/.test(code) ? districtsOf(code) : /^\d{3}$/.test(code) ? wardsOf(code) : null
  if (!units?.length && !/^\d{3}$/.test(code)) {
    return Response.json({ message: 'Không có đơn vị hành chính với mã này.' }, { status: 404, headers: { 'cache-control': 'public, max-age=3600' } })
  }
  return Response.json(units ?? [], { headers: { 'cache-control': 'public, max-age=31536000, immutable' } })
}
