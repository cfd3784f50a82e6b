import fs from 'node:fs'
import path from 'node:path'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, onTestFinished, vi } from 'vitest'
import { mailFolder } from '@/server/mail'
import { sendCheckout } from './checkout-call'
import { createUser, startPayload, type TestDatabase } from './payload'
import { type Rest, restClient } from './rest'

const SITE = 'http://localhost:3000'
const PASSWORD = 'mat-khau-du-dai-123'

/** A mail's quoted-printable text read back as UTF-8. */
const unquote = (raw: string) =>
  Buffer.from(
    raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  ).toString('utf8')

/** Opening accounts (registration, the checkout's "Tạo tài khoản") and signing in, on one database: one test file per database. */
export function accountsSuite(database: TestDatabase) {
  let payload: Payload
  let stop: () => Promise<void>
  let dataDir: string
  let rest: Rest
  let nonce: string
  let handleAccountAction: typeof import('@/shop/cms/account/actions').handleAccountAction
  let cartCookie: (owner: { id: number; token: string }) => string
  let keyCounter = 0

  beforeAll(async () => {
    ;({ payload, stop, dataDir } = await startPayload(database))
    rest = restClient(payload)
    ;({ handleAccountAction } = await import('@/shop/cms/account/actions'))
    const { issueNonce } = await import('@/lib/nonce')
    const { payloadSecret } = await import('@/cms/secret')
    const { cartCookieValue, CART_COOKIE } = await import('@/shop/server/cart/cookie')
    nonce = issueNonce(payloadSecret(), 'shop', Date.now())
    cartCookie = (key) => `${CART_COOKIE}=${cartCookieValue(payloadSecret(), key)}`
    await createUser(payload, 'quan-tri@vidu.vn', ['admin'])
    await createUser(payload, 'da-co@vidu.vn', ['customer'])
    await payload.updateGlobal({ slug: 'shop-settings', data: { otherProvincesCost: 35_000, cod: { enabled: true } } })
  })

  afterAll(async () => stop())

  /** A solved captcha challenge as the widget sends it. */
  async function solvedCaptcha(): Promise<string> {
    const { newChallenge } = await import('@/forms/cms/altcha.server')
    const { solveChallenge } = await import('altcha-lib')
    const { deriveKey } = await import('altcha-lib/algorithms/pbkdf2')
    const challenge = await newChallenge()
    const solution = await solveChallenge({ challenge, deriveKey })
    return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64')
  }

  const accountForm = (address: string, fields: Record<string, string>) =>
    handleAccountAction(
      payload,
      new Request(`${SITE}/tai-khoan/gui`, {
        method: 'POST',
        headers: { 'x-forwarded-for': address, 'content-type': 'application/x-www-form-urlencoded', origin: SITE },
        body: new URLSearchParams({ _nonce: nonce, ...fields }),
      }),
    )
  const register = async (address: string, email: string, name = 'Người Mới') =>
    accountForm(address, { action: 'register', email, name, altcha: await solvedCaptcha() })

  const accountOf = async (email: string) =>
    (
      await payload.find({
        collection: 'users',
        where: { email: { equals: email } },
        overrideAccess: true,
        showHiddenFields: true,
      })
    ).docs[0] as (import('@/payload-types').User & { resetPasswordToken?: string }) | undefined
  /** The mails sent to `email` (`.eml` files: no SMTP in tests), as text, once the queue has sent `count` of them. */
  async function mailsTo(email: string, count: number): Promise<string[]> {
    const read = () => {
      const folder = mailFolder(dataDir)
      if (!fs.existsSync(folder)) return []
      return fs
        .readdirSync(folder)
        .map((name) => unquote(fs.readFileSync(path.join(folder, name), 'utf8')))
        .filter((mail) => mail.includes(`To: ${email}\n`) || mail.includes(`To: ${email}\r\n`))
    }
    await vi.waitFor(() => expect(read().length).toBeGreaterThanOrEqual(count), { timeout: 40_000, interval: 200 })
    return read()
  }
  const logInFrom = (address: string, email: string, password: string) =>
    rest('POST', '/api/users/login', { body: { email, password }, headers: { 'x-forwarded-for': address } })

  describe(`registering (${database})`, () => {
    it('answers the same for an e-mail with an account and a new one; the account stays as it was and its owner is told', async () => {
      const known = await register('198.51.100.10', 'da-co@vidu.vn', 'Kẻ Lạ')
      const unknown = await register('198.51.100.11', 'moi-dang-ky@vidu.vn')
      for (const answer of [known, unknown]) {
        expect(answer.status).toBe(303)
        expect(answer.headers.get('set-cookie')).toBeNull()
      }
      expect(known.headers.get('location')).toBe(unknown.headers.get('location'))
      expect(known.headers.get('location')).toBe('/tai-khoan?thong-bao=kiem-tra-hop-thu')

      expect((await accountOf('da-co@vidu.vn'))?.name ?? null).not.toBe('Kẻ Lạ')
      expect((await logInFrom('198.51.100.12', 'da-co@vidu.vn', PASSWORD)).status).toBe(200)
      const [told] = await mailsTo('da-co@vidu.vn', 1)
      expect(told).toContain('Bạn đã có tài khoản với e-mail này')
      expect(told).toContain(`${SITE}/tai-khoan`)
    })

    it('opens a new account with the link mailed to it, which sets its password and logs in', async () => {
      const account = (await accountOf('moi-dang-ky@vidu.vn'))!
      expect(account.roles).toEqual(['customer'])
      const [welcome] = await mailsTo('moi-dang-ky@vidu.vn', 1)
      const token = /dat-lai-mat-khau\?token=([0-9a-f]+)/.exec(welcome)![1]
      expect(token).toBe(account.resetPasswordToken)
      const set = await accountForm('198.51.100.11', {
        action: 'reset-password',
        token,
        password: 'mat-khau-cua-toi-1',
      })
      expect(set.headers.get('location')).toBe('/tai-khoan?thong-bao=da-doi-mat-khau')
      expect(set.headers.get('set-cookie')).toMatch(/payload-token=/)
    })

    it('needs the captcha: without a solved one no account is made and no mail is sent', async () => {
      for (const altcha of ['', 'bịa-đặt']) {
        const answer = await accountForm('198.51.100.13', {
          action: 'register',
          email: 'khong-xac-minh@vidu.vn',
          name: 'Máy',
          altcha,
        })
        expect(answer.headers.get('location')).toBe('/tai-khoan?thong-bao=chua-xac-minh')
      }
      expect(await accountOf('khong-xac-minh@vidu.vn')).toBeUndefined()
      expect(await mailsTo('khong-xac-minh@vidu.vn', 0)).toEqual([])
    })

    it('makes at most 5 accounts an hour from one address, then answers 429 with Retry-After and a Vietnamese page', async () => {
      const statuses: number[] = []
      let refusal: Response | null = null
      for (let i = 0; i < 8; i++) {
        const answer = await register('203.0.113.40', `hang-loat-${i}@vidu.vn`)
        statuses.push(answer.status)
        if (answer.status === 429) refusal = answer
      }
      expect(statuses).toEqual([303, 303, 303, 303, 303, 429, 429, 429])
      expect(Number(refusal!.headers.get('retry-after'))).toBeGreaterThan(0)
      expect(await refusal!.text()).toContain('Bạn đã thử quá nhiều lần')
      const made = await payload.count({
        collection: 'users',
        where: { email: { like: 'hang-loat-' } },
        overrideAccess: true,
      })
      expect(made.totalDocs).toBe(5)
      // Eight solved captchas and hashed passwords: slow on a busy machine.
    }, 240_000)
  })

  describe(`"Tạo tài khoản" at the checkout (${database})`, () => {
    async function guestCartCookie(): Promise<string> {
      const { changeCart } = await import('@/shop/server/cart/store')
      const product = await payload.create({
        collection: 'products',
        draft: false,
        data: {
          name: `Ốp tài khoản ${++keyCounter}`,
          regularPrice: 100_000,
          manageStock: true,
          stockQuantity: 50,
          _status: 'published',
        } as never,
      })
      const { cart } = await changeCart(payload, { key: null, customerId: null }, new Date(), () => ({
        items: [{ productId: product.id, quantity: 1, variant: '' }],
        result: null,
      }))
      return cartCookie({ id: cart.id, token: cart.token })
    }
    const checkout = async (address: string, email: string, { createAccount = true } = {}) =>
      sendCheckout(
        payload,
        {
          _nonce: nonce,
          checkout_key: `khoa-tai-khoan-${database}-${++keyCounter}-xxxxxxxx`,
          billing_full_name: 'Trần Thị Bình',
          billing_phone: '0912 345 678',
          billing_email: email,
          billing_province: '01',
          billing_ward: '00097',
          billing_street: '1 Phúc Xá',
          shipping_method: 'flat_rate',
          payment_method: 'cod',
          ...(createAccount ? { createaccount: '1', account_password: 'mat-khau-moi-dai-1' } : {}),
        },
        { address, cookie: await guestCartCookie() },
      )

    it('places the order of an e-mail with an account as a guest order, not logged in, and tells the owner', async () => {
      const before = (await mailsTo('da-co@vidu.vn', 1)).length
      const answer = await checkout('198.51.100.20', 'da-co@vidu.vn')
      expect(answer.status).toBe(200)
      expect(answer.headers.get('set-cookie')).toBeNull()
      const { redirect } = (await answer.json()) as { redirect: string }
      expect(redirect).toMatch(/^\/thanh-toan\/don-hang\//)
      const orders = await payload.find({
        collection: 'orders',
        where: { email: { equals: 'da-co@vidu.vn' } },
        depth: 0,
        overrideAccess: true,
      })
      expect(orders.docs).toHaveLength(1)
      expect(orders.docs[0].customer ?? null).toBeNull()
      expect((await logInFrom('198.51.100.21', 'da-co@vidu.vn', PASSWORD)).status).toBe(200)
      const mails = await mailsTo('da-co@vidu.vn', before + 1)
      expect(mails.filter((mail) => mail.includes('Bạn đã có tài khoản với e-mail này'))).toHaveLength(before + 1)
    })

    it("links an e-mail's guest orders to its account once the owner sets the password from the mailed link, never on a typed e-mail", async () => {
      const ordersOf = async (email: string) =>
        (
          await payload.find({
            collection: 'orders',
            where: { email: { equals: email } },
            depth: 0,
            overrideAccess: true,
          })
        ).docs
      for (const email of ['khach-cu@vidu.vn', 'khach-cu@vidu.vn', 'nguoi-khac@vidu.vn'])
        expect((await checkout('198.51.100.30', email, { createAccount: false })).status).toBe(200)

      await register('198.51.100.31', 'khach-cu@vidu.vn', 'Khách Cũ')
      const account = (await accountOf('khach-cu@vidu.vn'))!
      expect((await ordersOf('khach-cu@vidu.vn')).map((order) => order.customer ?? null)).toEqual([null, null])

      // The new account's link, among the mails of the orders placed with the same e-mail.
      let token: string | undefined
      await vi.waitFor(
        async () => {
          token = (await mailsTo('khach-cu@vidu.vn', 1))
            .map((mail) => /dat-lai-mat-khau\?token=([0-9a-f]+)/.exec(mail)?.[1])
            .find(Boolean)
          expect(token).toBeDefined()
        },
        { timeout: 40_000, interval: 500 },
      )
      const set = await accountForm('198.51.100.31', {
        action: 'reset-password',
        token: token!,
        password: 'mat-khau-khach-cu-1',
      })
      expect(set.headers.get('location')).toBe('/tai-khoan?thong-bao=da-doi-mat-khau-co-don')
      expect((await ordersOf('khach-cu@vidu.vn')).map((order) => order.customer)).toEqual([account.id, account.id])
      expect((await ordersOf('nguoi-khac@vidu.vn')).map((order) => order.customer ?? null)).toEqual([null])
    })

    it('makes at most 5 accounts an hour from one address: 20 orders asking for one end in 429s', async () => {
      const statuses: number[] = []
      for (let i = 0; i < 20; i++) statuses.push((await checkout('203.0.113.41', `mua-hang-loat-${i}@vidu.vn`)).status)
      expect(statuses.filter((status) => status === 200)).toHaveLength(5)
      expect(statuses.slice(5).every((status) => status === 429)).toBe(true)
      const made = await payload.count({
        collection: 'users',
        where: { email: { like: 'mua-hang-loat-' } },
        overrideAccess: true,
      })
      expect(made.totalDocs).toBe(5)
      const refused = await checkout('203.0.113.41', 'mua-them@vidu.vn')
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
      expect(((await refused.json()) as { messages: string }).messages).toContain('Bạn đã thử quá nhiều lần')
    })
  })

  describe(`signing in from a shared address (${database})`, () => {
    it('lets an account in with its right password from where it signed in lately, while a stranger there is slowed down', async () => {
      // The clock stands still: the waits depend on the attempts alone, not on how fast this machine checks passwords.
      vi.useFakeTimers({ toFake: ['Date'] })
      vi.setSystemTime(Date.now())
      onTestFinished(() => void vi.useRealTimers())
      const office = '192.0.2.90'
      expect((await logInFrom(office, 'quan-tri@vidu.vn', PASSWORD)).status).toBe(200)
      const stranger: number[] = []
      for (let i = 0; i < 30; i++)
        stranger.push((await logInFrom(office, `doan-${i}@vidu.vn`, 'sai-mat-khau-123')).status)
      expect(stranger.at(-1)).toBe(429)
      expect((await logInFrom(office, 'quan-tri@vidu.vn', 'sai-mat-khau-123')).status).toBe(429)
      expect((await logInFrom(office, 'quan-tri@vidu.vn', PASSWORD)).status).toBe(200)
      // Still only the owner: the address waits for everyone else, known accounts that never signed in there included.
      expect((await logInFrom(office, 'da-co@vidu.vn', PASSWORD)).status).toBe(429)
      expect((await logInFrom(office, 'khong-co@vidu.vn', PASSWORD)).status).toBe(429)
    })
  })
}
