import { type Payload, createLocalReq } from 'payload'
import { z } from 'zod'
import { SHOP_NONCE } from '@/shop/rules/cart-request'
import { readCheckoutForm } from '@/shop/rules/checkout-form'
import { verifyNonce } from '@/lib/nonce'
import type { User } from '@/payload-types'
import { readCaptchaAnswers } from '@/forms/rules'
import { tooManyRequestsPage } from '@/server/rate-limit/limiters'
import { accountKey, clientAddress } from '@/server/rate-limit/logic'
import { verifyCaptcha } from '@/forms/cms'
import { ACCOUNT_PATH, type AccountNotice, accountTabPath, RESET_PASSWORD_SEGMENT } from '@/shop/views/account/paths'
import { storedAddress } from '@/shop/rules/address/units'
import { payloadSecret } from '../../../cms/secret'
import { siteUrl } from '@/lib/site-url'
import { queueMails } from '@/server/mail/send-mail-task'
import { endedSessionCookie, logIn, sessionCookie } from './log-in'
import { linkGuestOrders } from './link-guest-orders'
import { openAccount } from './open-account'
import { passwordResetMail } from './reset-mail'
import { readShopSettings } from '../settings'
import { cardPaymentsReady } from '@/shop/server/payments/gateways'
import { removeSavedCard } from '@/shop/server/payments/stripe'

/** The account's forms (`POST /tai-khoan/gui`, field `action`). */
export const ACCOUNT_ACTIONS = [
  'login',
  'register',
  'logout',
  'edit-account',
  'edit-address',
  'remove-card',
  'lost-password',
  'reset-password',
] as const
type AccountAction = (typeof ACCOUNT_ACTIONS)[number]

const MIN_PASSWORD = 10

/** On to an account page, with the notice to show (a fixed code: no text from the request is ever shown). */
const goTo = (path: string, notice: AccountNotice, cookie?: string) =>
  new Response(null, {
    status: 303,
    headers: { location: `${path}?thong-bao=${notice}`, ...(cookie ? { 'set-cookie': cookie } : {}) },
  })

const text = (value: FormDataEntryValue | null) => (typeof value === 'string' ? value : '')

/**
 * "Tạo tài khoản": the same answer whether the e-mail has an account or not ("check your mail"), after the captcha and
 * within the addresses' limit on new accounts; the mail then sets the new account's password, or tells an account's
 * owner they have one already.
 */
async function register(payload: Payload, request: Request, fields: FormData): Promise<Response> {
  const email = accountKey(fields.get('email'))
  if (!email || !z.email().safeParse(email).success) return goTo(ACCOUNT_PATH, 'email-sai')
  if (!(await verifyCaptcha(payload, readCaptchaAnswers(fields), clientAddress(request.headers))))
    return goTo(ACCOUNT_PATH, 'chua-xac-minh')
  const name = text(fields.get('name')).normalize('NFC').trim().slice(0, 100)
  const opened = await openAccount(payload, request.headers, { email, name, password: null })
  if ('wait' in opened) return tooManyRequestsPage(opened.wait, ACCOUNT_PATH)
  return goTo(ACCOUNT_PATH, 'closed' in opened ? 'chua-mo' : 'kiem-tra-hop-thu')
}

async function editAccount(payload: Payload, request: Request, fields: FormData, user: User): Promise<Response> {
  const path = accountTabPath('edit-account')
  const name = text(fields.get('name')).normalize('NFC').trim().slice(0, 100)
  const email = accountKey(fields.get('email')) ?? user.email
  const current = text(fields.get('current_password'))
  const next = text(fields.get('new_password'))
  if (!z.email().safeParse(email).success) return goTo(path, 'email-sai')
  const changesLogin = email !== user.email || next !== ''
  if (changesLogin) {
    if (next && (next.length < MIN_PASSWORD || next.length > 200)) return goTo(path, 'mat-khau-ngan')
    const checked = await logIn(payload, request.headers, user.email, current, false)
    if ('refused' in checked) return goTo(path, 'mat-khau-hien-tai-sai')
    if (
      email !== user.email &&
      (await payload.count({ collection: 'users', where: { email: { equals: email } }, overrideAccess: true }))
        .totalDocs
    ) {
      return goTo(path, 'email-da-co')
    }
  }
  await payload.update({
    collection: 'users',
    id: user.id,
    data: { name, email, ...(next ? { password: next } : {}) },
    overrideAccess: true,
  })
  // A new e-mail or password ends the old session: the shopper logs in again with them.
  if (!changesLogin) return goTo(path, 'da-luu')
  const again = await logIn(payload, request.headers, email, next || current, false)
  return goTo(path, 'da-luu', 'cookie' in again ? again.cookie : endedSessionCookie(payload))
}

async function editAddress(payload: Payload, fields: FormData, user: User): Promise<Response> {
  const path = accountTabPath('edit-address')
  const { form, errors } = readCheckoutForm(fields, { address: true, accountPossible: false })
  // Without JavaScript, "Cập nhật địa chỉ" keeps what was chosen so far, unchecked, for the page to fill the next list.
  if (fields.get('refresh') === '1') {
    await payload.update({
      collection: 'users',
      id: user.id,
      data: { billing: { ...storedAddress(form.billing), previousLine: '' } },
      overrideAccess: true,
    })
    return new Response(null, { status: 303, headers: { location: path } })
  }
  const problems = Object.keys(errors).filter((name) => name !== 'payment_method' && name !== 'checkout_key')
  if (problems.length) return goTo(path, 'dia-chi-sai')
  await payload.update({
    collection: 'users',
    id: user.id,
    data: {
      // A saved address is the shopper's own now: the line kept from before the 2025 reform goes.
      billing: { ...storedAddress(form.billing), previousLine: '' },
      shippingAddress: form.shipping
        ? { ...storedAddress(form.shipping), previousLine: '' }
        : {
            fullName: '',
            phone: '',
            province: '',
            provinceName: '',
            ward: '',
            wardName: '',
            street: '',
            line: '',
            previousLine: '',
          },
    },
    overrideAccess: true,
  })
  return goTo(path, 'da-luu')
}

/** How long a password reset link works. */
const RESET_LINK_MS = 60 * 60_000

/**
 * "Quên mật khẩu": a reset link to the e-mail, if it has an account (the same answer either way, so nobody learns which
 * e-mails have one), through Payload's own token (its waits against repeated asks apply) and the site's mail queue.
 */
async function lostPassword(payload: Payload, request: Request, fields: FormData): Promise<Response> {
  const email = accountKey(fields.get('email'))
  if (!email || !z.email().safeParse(email).success) return goTo(ACCOUNT_PATH, 'email-sai')
  const req = await createLocalReq({ req: { headers: request.headers } }, payload)
  let token: string | null = null
  try {
    token = await payload.forgotPassword({
      collection: 'users',
      data: { email },
      disableEmail: true,
      expiration: RESET_LINK_MS,
      req,
    })
  } catch (error) {
    if ((error as { status?: number }).status === 429) return goTo(ACCOUNT_PATH, 'cho-chut')
    throw error
  }
  if (token) {
    const link = `${siteUrl()}${ACCOUNT_PATH}/${RESET_PASSWORD_SEGMENT}?token=${encodeURIComponent(token)}`
    await queueMails(payload, [passwordResetMail(email, link)])
  }
  return goTo(ACCOUNT_PATH, 'da-gui-lien-ket')
}

/** The reset link's form: a new password for the account whose token it carries, logged in at once. */
async function resetPassword(payload: Payload, request: Request, fields: FormData): Promise<Response> {
  const token = text(fields.get('token'))
  const password = text(fields.get('password'))
  const back = `${ACCOUNT_PATH}/${RESET_PASSWORD_SEGMENT}?token=${encodeURIComponent(token)}`
  if (password.length < MIN_PASSWORD || password.length > 200)
    return new Response(null, { status: 303, headers: { location: `${back}&thong-bao=mat-khau-ngan` } })
  let done: Awaited<ReturnType<typeof payload.resetPassword>>
  try {
    done = await payload.resetPassword({
      collection: 'users',
      data: { token, password },
      overrideAccess: true,
      req: await createLocalReq({ req: { headers: request.headers } }, payload),
    })
  } catch {
    return goTo(ACCOUNT_PATH, 'lien-ket-het-han')
  }
  // The link came by mail, so the e-mail is its owner's: the orders it placed as a guest are theirs.
  const linked = await linkGuestOrders(payload, done.user as Pick<User, 'id' | 'email'>)
  const session = done.token
  return goTo(
    ACCOUNT_PATH,
    linked > 0 ? 'da-doi-mat-khau-co-don' : 'da-doi-mat-khau',
    session ? sessionCookie(payload, session, false) : undefined,
  )
}

/**
 * The account's forms, each with the shop's nonce (403 when stale): log in, register (a customer account, opened by the
 * link mailed to it), log out, a lost password's link and the new password it leads to, edit the account (a new e-mail or password only with the current password), the addresses and the saved cards
 * (checked as the checkout checks them). Each goes back to its page with a notice; forms that need an account send
 * a visitor without one to the login.
 */
export async function handleAccountAction(payload: Payload, request: Request): Promise<Response> {
  const fields = await request.formData().catch(() => null)
  const action = fields?.get('action') as AccountAction | undefined
  if (!fields || !action || !ACCOUNT_ACTIONS.includes(action)) return goTo(ACCOUNT_PATH, 'loi')
  if (!verifyNonce(payloadSecret(), SHOP_NONCE, fields.get('_nonce'), Date.now())) return goTo(ACCOUNT_PATH, 'het-han')
  if (action === 'logout') return goTo(ACCOUNT_PATH, 'da-dang-xuat', endedSessionCookie(payload))
  if (action === 'login') {
    const email = accountKey(fields.get('email'))
    const done = email
      ? await logIn(payload, request.headers, email, text(fields.get('password')), fields.get('remember') === '1')
      : ({ refused: 'wrong' } as const)
    if ('cookie' in done) return goTo(ACCOUNT_PATH, 'da-dang-nhap', done.cookie)
    return goTo(ACCOUNT_PATH, done.refused === 'wait' ? 'cho-chut' : 'dang-nhap-sai')
  }
  if (action === 'register') return register(payload, request, fields)
  if (action === 'lost-password') return lostPassword(payload, request, fields)
  if (action === 'reset-password') return resetPassword(payload, request, fields)
  const { user } = await payload.auth({ headers: request.headers })
  if (!user) return goTo(ACCOUNT_PATH, 'can-dang-nhap')
  if (action === 'remove-card') return removeCard(payload, fields, user)
  return action === 'edit-account' ? editAccount(payload, request, fields, user) : editAddress(payload, fields, user)
}

/** Removes one of the customer's saved cards at Stripe (only one of theirs: another's card id changes nothing). */
async function removeCard(payload: Payload, fields: FormData, user: User): Promise<Response> {
  const path = accountTabPath('payment-methods')
  const settings = await readShopSettings(payload)
  const card = text(fields.get('card'))
  if (!cardPaymentsReady(settings) || !user.stripeCustomer || !/^pm_[\w]{1,100}$/.test(card))
    return goTo(path, 'khong-xoa-duoc-the')
  try {
    const removed = await removeSavedCard(settings.stripe!.secretKey!, user.stripeCustomer, card)
    return goTo(path, removed ? 'da-xoa-the' : 'khong-xoa-duoc-the')
  } catch (error) {
    payload.logger.error({ err: error }, 'Stripe: could not remove a saved card')
    return goTo(path, 'khong-xoa-duoc-the')
  }
}
