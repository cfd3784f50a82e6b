import { handleAccountAction } from '@/shop/cms/account/actions'
import { getPayloadClient } from '@/cms/queries'

/** The account's forms (`POST /tai-khoan/gui`): log in, register, log out, edit the account and the addresses. */
export async function POST(request: Request) {
  return handleAccountAction(await getPayloadClient(), request)
}
