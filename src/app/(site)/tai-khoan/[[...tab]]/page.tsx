import '@/shop/views/checkout.css'
import type { Metadata } from 'next'
import { headers } from 'next/headers'
import { permanentRedirect, redirect } from 'next/navigation'
import { getPayloadClient, getSiteChrome } from '@/cms/queries'
import { payloadSecret } from '@/cms/secret'
import { vi } from '@/i18n/vi'
import { publicCaptcha } from '@/forms/rules/captcha-provider'
import { SHOP_NONCE } from '@/shop/rules/cart-request'
import type { ShopNotice } from '@/shop/rules/cart-view'
import { issueNonce } from '@/lib/nonce'
import { AccountLogin, AccountView, ResetPassword } from '@/shop/views/account/AccountView'
import { loadAccountPage } from '@/shop/cms/account/account-page'
import {
  ACCOUNT_NOTICES,
  ACCOUNT_PATH,
  accountTabPath,
  englishAccountTab,
  RESET_PASSWORD_SEGMENT,
} from '@/shop/views/account/paths'
import { SiteFrame } from '@/site/layout/SiteFrame'
import { NotFoundAnswer } from '@/site/not-found/NotFoundAnswer'
import { NativeFormCaptcha } from '@/forms/widgets/form/NativeFormCaptcha'

type Props = {
  params: Promise<{ tab?: string[] }>
  searchParams: Promise<Record<string, string | string[] | undefined>>
}

export const metadata: Metadata = { title: vi.account.title, robots: { index: false, follow: false } }

/** The customer's account (`/tai-khoan/{tab's address}`), or its login and register forms; read per request, never kept. */
export default async function AccountPage({ params, searchParams }: Props) {
  const payload = await getPayloadClient()
  const { user } = await payload.auth({ headers: await headers() })
  const code = (await searchParams)['thong-bao']
  const notices: ShopNotice[] =
    typeof code === 'string' && Object.hasOwn(ACCOUNT_NOTICES, code)
      ? [ACCOUNT_NOTICES[code as keyof typeof ACCOUNT_NOTICES]]
      : []
  // eslint-disable-next-line react-hooks/purity -- a server component renders once per request: its time is the request's.
  const nonce = issueNonce(payloadSecret(), SHOP_NONCE, Date.now())
  const segments = (await params).tab ?? []
  // The original English tab names were the addresses once (docs/shop.md, Account): links to them keep working.
  const english = segments.length <= 2 && segments[0] !== undefined ? englishAccountTab(segments[0]) : null
  if (english) permanentRedirect(accountTabPath(english, segments[1] ?? ''))
  const token = (await searchParams).token
  if (segments.length === 1 && segments[0] === RESET_PASSWORD_SEGMENT) {
    return (
      <SiteFrame view={{ kind: 'page', categoryIds: [] }} popups={false}>
        <ResetPassword token={typeof token === 'string' ? token.slice(0, 200) : ''} nonce={nonce} notices={notices} />
      </SiteFrame>
    )
  }
  if (!user) {
    if (segments.length) redirect(`${ACCOUNT_PATH}?thong-bao=can-dang-nhap`)
    const { settings } = await getSiteChrome()
    return (
      <SiteFrame view={{ kind: 'page', categoryIds: [] }} popups={false}>
        <AccountLogin
          nonce={nonce}
          notices={notices}
          captcha={<NativeFormCaptcha id="register-captcha" captcha={publicCaptcha(settings.captcha)} />}
        />
      </SiteFrame>
    )
  }
  const page = await loadAccountPage(payload, user, segments)
  if (!page) return <NotFoundAnswer />
  return (
    <SiteFrame view={{ kind: 'page', categoryIds: [] }} popups={false}>
      <AccountView page={page} user={user} nonce={nonce} notices={notices} />
    </SiteFrame>
  )
}
