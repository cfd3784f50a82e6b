import { provinceChoices } from '@/shop/rules/address/old-units'
import { UNITS_AS_OF } from '@/shop/rules/address/units'
import { vi } from '@/i18n/vi'

/**
 * `GET /dia-gioi/{province code}`: the ward field's choices for one province (its communes, and the old wards that went
 * into them), `{communes, old}`. The same for everyone and changed only with the project's data: kept a year when asked
 * with the data's date (`?v=`, as the page asks), a day otherwise.
 */
export async function GET(request: Request, { params }: { params: Promise<{ code: string }> }) {
  const { code } = await params
  const choices = /^\d{2}$/.test(code) ? provinceChoices(code) : null
  if (!choices?.communes.length) {
    return Response.json(
      { message: vi.address.unknownProvince },
      { status: 404, headers: { 'cache-control': 'public, max-age=3600' } },
    )
  }
  const current = new URL(request.url).searchParams.get('v') === UNITS_AS_OF
  return Response.json(choices, {
    headers: { 'cache-control': current ? 'public, max-age=31536000, immutable' : 'public, max-age=86400' },
  })
}
