import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createUser, startPayload, type TestDatabase } from './payload'
import { restClient } from './rest'

const SITE = 'http://localhost:3000'
const DAY = 86_400_000

/** The cart endpoints (`POST /?shop-ajax=…`) and the cart's reading, on one database: run by one test file per database. */
export function cartSuite(database: TestDatabase) {
  let payload: Payload
  let stop: () => Promise<void>
  let nonce: string
  let handleShopAjax: typeof import('@/shop/cms/ajax').handleShopAjax
  let viewCart: typeof import('@/shop/cms/cart.server').viewCart
  let readCartCookie: typeof import('@/shop/server/cart/cookie').readCartCookie
  let secret: string

  beforeAll(async () => {
    ;({ payload, stop } = await startPayload(database))
    ;({ handleShopAjax } = await import('@/shop/cms/ajax'))
    ;({ viewCart } = await import('@/shop/cms/cart.server'))
    ;({ readCartCookie } = await import('@/shop/server/cart/cookie'))
    const { issueNonce } = await import('@/lib/nonce')
    const { payloadSecret } = await import('@/cms/secret')
    secret = payloadSecret()
    nonce = issueNonce(secret, 'shop', Date.now())
  })

  afterAll(async () => stop())

  const product = async (data: Record<string, unknown>) =>
    (
      await payload.create({
        collection: 'products',
        draft: false,
        data: { regularPrice: 100_000, manageStock: false, _status: 'published', ...data } as never,
      })
    ).id

  interface Sent {
    status: number
    body: { success: boolean; notice: { kind: string; message: string } } | null
    cookie: string | null
    location: string | null
  }

  let sent = 0

  /**
   * Sends a cart request as the shop's script does (JSON answer), or as a plain form (`json: false`), each from an
   * address of its own: these tests are about what a change does, the limits per address have their own (shop-safety).
   */
  async function send(
    action: string,
    fields: Record<string, string>,
    { cookie = '', json = true } = {},
  ): Promise<Sent> {
    const body = new URLSearchParams({ _nonce: nonce, ...fields })
    const headers: Record<string, string> = {
      'content-type': 'application/x-www-form-urlencoded',
      origin: SITE,
      referer: `${SITE}/san-pham/x`,
      'x-forwarded-for': `10.${Math.floor(++sent / 250)}.${sent % 250}.1`,
    }
    if (json) headers.accept = 'application/json'
    if (cookie) headers.cookie = cookie
    const response = await handleShopAjax(
      payload,
      new Request(`${SITE}/?shop-ajax=${action}`, { method: 'POST', headers, body }),
    )
    const cartCookie = response.headers.getSetCookie().find((line) => line.startsWith('thuthuat_cart='))
    return {
      status: response.status,
      body: json ? await response.json() : null,
      cookie: cartCookie ? cartCookie.split(';')[0] : null,
      location: response.headers.get('location'),
    }
  }

  /** The lines of the cart a cookie names, as stored. */
  async function storedItems(cookie: string) {
    const key = readCartCookie(secret, cookie.split('=')[1])
    const cart = await payload.findByID({ collection: 'carts', id: key!.id, overrideAccess: true })
    return cart.items as { productId: number; variant: string; quantity: number }[]
  }

  describe(`the cart (${database})`, () => {
    it('adds a product for a guest, sets the signed cookie, and adds to the same line after', async () => {
      const id = await product({ name: 'Cáp sạc', manageStock: true, stockQuantity: 50 })
      const first = await send('add_to_cart', { product_id: String(id), quantity: '2' })
      expect(first.status).toBe(200)
      expect(first.body?.notice).toMatchObject({ kind: 'success', message: 'Đã thêm 2 “Cáp sạc” vào giỏ hàng.' })
      expect(first.cookie).toMatch(/^thuthuat_cart=\d+\.[\w-]+\.[\w-]+$/)
      const second = await send('add_to_cart', { product_id: String(id), quantity: '3' }, { cookie: first.cookie! })
      expect(second.cookie).toBeNull()
      expect(await storedItems(first.cookie!)).toEqual([{ productId: id, variant: '', quantity: 5 }])
    })

    it('refuses bad quantities, unknown or unpublished products, and leaves the cart as it was', async () => {
      const id = await product({ name: 'Ốp lưng', manageStock: true, stockQuantity: 10 })
      const { cookie } = await send('add_to_cart', { product_id: String(id), quantity: '1' })
      for (const quantity of ['0', '-1', '1e9', '1.5', 'mười', '']) {
        const answer = await send('add_to_cart', { product_id: String(id), quantity }, { cookie: cookie! })
        expect(answer.status).toBe(400)
        expect(answer.body?.notice.kind).toBe('error')
        expect(answer.body?.notice.message).toMatch(/[Ss]ố lượng|tối đa/)
      }
      const draft = (
        await payload.create({
          collection: 'products',
          draft: true,
          data: { name: 'Nháp', regularPrice: 1, _status: 'draft' },
        })
      ).id
      for (const product_id of ['999999', String(draft)]) {
        const answer = await send('add_to_cart', { product_id, quantity: '1' }, { cookie: cookie! })
        expect(answer.status).toBe(404)
        expect(answer.body?.notice.message).toBe('Sản phẩm này không còn bán hoặc không tồn tại.')
      }
      expect((await send('add_to_cart', { product_id: '<script>', quantity: '1' }, { cookie: cookie! })).status).toBe(
        400,
      )
      expect(await storedItems(cookie!)).toEqual([{ productId: id, variant: '', quantity: 1 }])
    })

    it('needs every option of a variable product, a variant that exists and stock', async () => {
      const id = await product({
        name: 'Pin dự phòng',
        productType: 'variable',
        options: [
          { name: 'Màu sắc', values: ['Đen', 'Trắng'] },
          { name: 'Dung lượng', values: ['10.000 mAh', '20.000 mAh'] },
        ],
        variants: [
          {
            optionValues: ['Đen', '10.000 mAh'],
            regularPrice: 450_000,
            manageStock: true,
            stockQuantity: 3,
            stockStatus: 'instock',
          },
          {
            optionValues: ['Trắng', '20.000 mAh'],
            regularPrice: 690_000,
            manageStock: true,
            stockQuantity: 0,
            stockStatus: 'outofstock',
          },
        ],
      })
      const missing = await send('add_to_cart', { product_id: String(id), option_0: 'Đen' })
      expect(missing.body?.notice.message).toBe('Hãy chọn màu sắc và dung lượng trước khi thêm vào giỏ.')
      expect(
        (await send('add_to_cart', { product_id: String(id), option_0: 'Trắng', option_1: '10.000 mAh' })).body?.notice
          .message,
      ).toBe('Phiên bản bạn chọn không có. Hãy chọn lại.')
      expect(
        (await send('add_to_cart', { product_id: String(id), option_0: 'Trắng', option_1: '20.000 mAh' })).body?.notice
          .message,
      ).toBe('“Pin dự phòng (Trắng / 20.000 mAh)” đã hết hàng.')
      const added = await send('add_to_cart', {
        product_id: String(id),
        option_0: 'Đen',
        option_1: '10.000 mAh',
        quantity: '5',
      })
      expect(added.body?.notice).toMatchObject({
        kind: 'info',
        message: 'Chỉ còn 3 “Pin dự phòng (Đen / 10.000 mAh)”: giỏ hàng của bạn đã có 3.',
      })
      expect(await storedItems(added.cookie!)).toEqual([{ productId: id, variant: 'Đen / 10.000 mAh', quantity: 3 }])
    })

    it('reads a forged cookie as no cart, and refuses a stale nonce', async () => {
      const id = await product({ name: 'Kính cường lực' })
      const { cookie } = await send('add_to_cart', { product_id: String(id) })
      const [name, value] = cookie!.split('=')
      const [cartId, token, signature] = value.split('.')
      const forged = `${name}=${Number(cartId) + 1}.${token}.${signature}`
      const answer = await send('add_to_cart', { product_id: String(id) }, { cookie: forged })
      expect(answer.status).toBe(200)
      expect(answer.cookie).not.toBe(cookie)
      expect(await storedItems(cookie!)).toEqual([{ productId: id, variant: '', quantity: 1 }])
      const { issueNonce } = await import('@/lib/nonce')
      const old = issueNonce(secret, 'shop', Date.now() - 2 * DAY)
      const body = new URLSearchParams({ _nonce: old, product_id: String(id) })
      const stale = await handleShopAjax(
        payload,
        new Request(`${SITE}/?shop-ajax=add_to_cart`, {
          method: 'POST',
          headers: { accept: 'application/json', cookie: cookie! },
          body,
        }),
      )
      expect(stale.status).toBe(403)
      expect(await storedItems(cookie!)).toEqual([{ productId: id, variant: '', quantity: 1 }])
    })

    it('adds up 200 concurrent adds to one cart exactly', async () => {
      const id = await product({ name: 'Củ sạc 20W' })
      const { cookie } = await send('add_to_cart', { product_id: String(id), quantity: '1' })
      const answers = await Promise.all(
        Array.from({ length: 199 }, () =>
          send('add_to_cart', { product_id: String(id), quantity: '1' }, { cookie: cookie! }),
        ),
      )
      expect(answers.every((answer) => answer.status === 200)).toBe(true)
      expect(await storedItems(cookie!)).toEqual([{ productId: id, variant: '', quantity: 200 }])
    })

    it('updates and removes lines, and sends a form without script on to the cart page', async () => {
      const a = await product({ name: 'Giá đỡ', manageStock: true, stockQuantity: 4 })
      const b = await product({ name: 'Thẻ nhớ', stockQuantity: 9 })
      const plain = await send('add_to_cart', { product_id: String(a) }, { json: false })
      expect(plain.status).toBe(303)
      expect(plain.location).toBe('/gio-hang?thong-bao=them')
      const cookie = plain.cookie!
      expect((await send('add_to_cart', { product_id: String(b) }, { cookie })).body?.notice.kind).toBe('success')
      const updated = await send(
        'update_cart',
        { line_0: `${a}:`, quantity_0: '7', line_1: `${b}:`, quantity_1: '2' },
        { cookie },
      )
      expect(updated.body?.notice.kind).toBe('info')
      expect(await storedItems(cookie)).toEqual([
        { productId: a, variant: '', quantity: 4 },
        { productId: b, variant: '', quantity: 2 },
      ])
      await send('remove_from_cart', { line: `${a}:` }, { cookie })
      expect(await storedItems(cookie)).toEqual([{ productId: b, variant: '', quantity: 2 }])
      const zero = await send('update_cart', { line_0: `${b}:`, quantity_0: '0' }, { cookie })
      expect(zero.status).toBe(200)
      expect(await storedItems(cookie)).toEqual([])
    })

    it('prices the cart from the products, drops lines no longer sold and lowers lines past the stock', async () => {
      const kept = await product({ name: 'Tai nghe', regularPrice: 1_290_000, salePrice: 990_000, stockQuantity: 20 })
      const gone = await product({ name: 'Ốp cũ', stockQuantity: 20 })
      const scarce = await product({ name: 'Pin 10.000', regularPrice: 450_000, manageStock: true, stockQuantity: 20 })
      let cookie = ''
      for (const [id, quantity] of [
        [kept, 2],
        [gone, 1],
        [scarce, 5],
      ]) {
        const answer = await send('add_to_cart', { product_id: String(id), quantity: String(quantity) }, { cookie })
        cookie ||= answer.cookie!
      }
      await payload.update({ collection: 'products', id: gone, data: { _status: 'draft' }, draft: false })
      await payload.update({ collection: 'products', id: scarce, data: { stockQuantity: 2 } })
      const key = readCartCookie(secret, cookie.split('=')[1])
      const { view } = await viewCart(payload, { key, customerId: null }, new Date())
      expect(view.lines.map((line) => [line.name, line.quantity, line.total])).toEqual([
        ['Tai nghe', 2, 1_980_000],
        ['Pin 10.000', 2, 900_000],
      ])
      expect(view.totals).toEqual({ itemCount: 4, subtotal: 2_880_000, regularSubtotal: 3_480_000, savings: 600_000 })
      expect(view.notices.map((notice) => notice.message)).toEqual([
        'Một sản phẩm trong giỏ đã ngừng bán nên đã được bỏ khỏi giỏ hàng.',
        'Chỉ còn 2 “Pin 10.000” nên số lượng trong giỏ đã được giảm.',
      ])
      expect(await storedItems(cookie)).toEqual([
        { productId: kept, variant: '', quantity: 2 },
        { productId: scarce, variant: '', quantity: 2 },
      ])
    })

    it('joins a guest cart to the account when the shopper logs in, and the cart they then see holds both', async () => {
      const id = await product({ name: 'Cáp USB-C', stockQuantity: 30 })
      const customer = await createUser(payload, `khach-${database}@example.vn`, ['customer'])
      const { changeCart, findCart } = await import('@/shop/server/cart/store')
      const now = new Date()
      await changeCart(payload, { key: null, customerId: customer.id }, now, () => ({
        items: [{ productId: id, variant: '', quantity: 1 }],
        result: null,
      }))
      const { cookie } = await send('add_to_cart', { product_id: String(id), quantity: '2' })
      const key = readCartCookie(secret, cookie!.split('=')[1])

      const rest = restClient(payload)
      const login = await rest('POST', '/api/users/login', {
        body: { email: `khach-${database}@example.vn`, password: 'mat-khau-du-dai-123' },
        headers: { cookie: cookie! },
      })
      expect(login.status).toBe(200)
      expect((await findCart(payload, { key: null, customerId: customer.id }, now))?.items).toEqual([
        { productId: id, variant: '', quantity: 3 },
      ])
      expect(await findCart(payload, { key, customerId: null }, now)).toBeNull()
      // The next change clears the guest cookie, which names no cart any more.
      const token = (await login.json()).token as string
      const next = await send(
        'add_to_cart',
        { product_id: String(id), quantity: '1' },
        { cookie: `${cookie}; payload-token=${token}` },
      )
      expect(next.status).toBe(200)
      expect(next.cookie).toBe('thuthuat_cart=')
      expect((await findCart(payload, { key: null, customerId: customer.id }, now))?.items).toEqual([
        { productId: id, variant: '', quantity: 4 },
      ])
    })

    it('answers a malformed body 400 in Vietnamese', async () => {
      const response = await handleShopAjax(
        payload,
        new Request(`${SITE}/?shop-ajax=add_to_cart`, {
          method: 'POST',
          headers: { accept: 'application/json', 'content-type': 'multipart/form-data; boundary=x' },
          body: '--x\r\nbroken',
        }),
      )
      expect(response.status).toBe(400)
      expect((await response.json()).notice.message).toBe(
        'Dữ liệu gửi lên không đọc được. Hãy tải lại trang rồi thử lại.',
      )
    })
  })
}
