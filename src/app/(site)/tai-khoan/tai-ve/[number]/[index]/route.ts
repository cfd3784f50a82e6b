import { headers } from 'next/headers'
import { getPayloadClient } from '@/cms/queries'
import { vi } from '@/i18n/vi'
import { serveDownload } from '@/shop/server/account/downloads'
import { ACCOUNT_PATH } from '@/shop/views/account/paths'

/** A download of the account's own order (`/tai-khoan/tai-ve/{order}/{index}`); without an account, the login first. */
export async function GET(_request: Request, { params }: { params: Promise<{ number: string; index: string }> }) {
  const payload = await getPayloadClient()
  const { user } = await payload.auth({ headers: await headers() })
  if (!user)
    return new Response(null, { status: 303, headers: { location: `${ACCOUNT_PATH}?thong-bao=can-dang-nhap` } })
  const { number, index } = await params
  if (!/^TT-\d{6,12}$/.test(number) || !/^\d{1,2}$/.test(index))
    return new Response(vi.orders.downloads.notFound, { status: 404 })
  return serveDownload(payload, Number(user.id), number, Number(index), new Date())
}
