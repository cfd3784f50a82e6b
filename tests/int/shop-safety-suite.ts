import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { CheckoutForm } from '@/shop/rules/checkout-form'
import { sendCheckout } from './checkout-call'
import { createUser, startPayload, type TestDatabase } from './payload'

const SITE = 'http://localhost:3000'
const MINUTE = 60_000

/**
 * The shop safe by default, on one database (run by one test file per database): nothing digital leaves before it is
 * paid, unpaid orders cannot hold the stock, and floods of orders or carts from one address end in 429s.
 */
export function shopSafetySuite(database: TestDatabase) {
  let payload: Payload
  let stop: () => Promise<void>
  let placeOrder: typeof import('@/shop/cms/checkout/place-order').placeOrder
  let buildQuote: typeof import('@/shop/cms/checkout/quote').buildQuote
  let releaseUnpaidOrders: typeof import('@/shop/cms/release-unpaid').releaseUnpaidOrders
  let serveDownload: typeof import('@/shop/server/account/downloads').serveDownload
  let changeCart: typeof import('@/shop/server/cart/store').changeCart
  let handleShopAjax: typeof import('@/shop/cms/ajax').handleShopAjax
  let cookieOf: (owner: { key: { id: number; token: string } }) => string
  let nonce: string
  let counter = 0
  let charger: number
  let ebook: number

  beforeAll(async () => {
    ;({ payload, stop } = await startPayload(database))
    ;({ placeOrder } = await import('@/shop/cms/checkout/place-order'))
    ;({ buildQuote } = await import('@/shop/cms/checkout/quote'))
    ;({ releaseUnpaidOrders } = await import('@/shop/cms/release-unpaid'))
    ;({ serveDownload } = await import('@/shop/server/account/downloads'))
    ;({ changeCart } = await import('@/shop/server/cart/store'))
    ;({ handleShopAjax } = await import('@/shop/cms/ajax'))
    const { issueNonce } = await import('@/lib/nonce')
    const { payloadSecret } = await import('@/cms/secret')
    const { cartCookieValue, CART_COOKIE } = await import('@/shop/server/cart/cookie')
    nonce = issueNonce(payloadSecret(), 'shop', Date.now())
    cookieOf = (owner) => `${CART_COOKIE}=${cartCookieValue(payloadSecret(), owner.key)}`
    await payload.updateGlobal({
      slug: 'shop-settings',
      data: {
        pickup: { enabled: true, address: '12 Lý Thường Kiệt' },
        otherProvincesCost: 30_000,
        cod: { enabled: true },
        bankTransfer: { enabled: true, bankBin: '970436', accountNumber: '0011001234567', accountName: 'THU THUAT' },
      },
    })
    const { ebookPdf } = await import('@demo/ebook-pdf')
    const pdf = ebookPdf()
    const file = await payload.create({
      collection: 'product-files',
      data: { title: 'Cẩm nang' },
      file: { data: pdf, name: 'cam-nang.pdf', mimetype: 'application/pdf', size: pdf.length },
    })
    charger = await product({ name: 'Sạc giữ hàng', manageStock: true, stockQuantity: 50 })
    ebook = await product({
      name: 'Sách số thử',
      regularPrice: 59_000,
      manageStock: false,
      virtual: true,
      downloadable: true,
      downloads: [{ name: 'Cẩm nang (PDF)', file: file.id }],
    })
  })

  afterAll(async () => stop())

  const product = async (data: Record<string, unknown>) =>
    (
      await payload.create({
        collection: 'products',
        draft: false,
        data: { regularPrice: 100_000, stockStatus: 'instock', _status: 'published', ...data } as never,
      })
    ).id
  const stockedProduct = (name: string) => product({ name, manageStock: true, stockQuantity: 50 })

  const setShop = (data: Record<string, unknown>) => payload.updateGlobal({ slug: 'shop-settings', data })

  async function guestCart(items: { productId: number; quantity: number }[]) {
    const { cart } = await changeCart(payload, { key: null, customerId: null }, new Date(), () => ({
      items: items.map((item) => ({ variant: '', ...item })),
      result: null,
    }))
    return { key: { id: cart.id, token: cart.token }, customerId: null as number | null }
  }

  const form = (
    overrides: Partial<CheckoutForm> = {},
    email = `mua-${database}-${++counter}@vidu.vn`,
  ): CheckoutForm => ({
    billing: { fullName: 'Phạm Hằng', phone: '+84912000111', email, province: '', ward: '', street: '' },
    shipToDifferentAddress: false,
    shipping: null,
    note: '',
    shippingMethod: 'local_pickup',
    paymentMethod: 'bacs',
    createAccount: false,
    accountPassword: '',
    checkoutKey: `an-toan-${database}-${++counter}-xxxxxxxxxxxx`,
    ...overrides,
  })

  const stockOf = async (id: number) => (await payload.findByID({ collection: 'products', id, depth: 0 })).stockQuantity
  const orderById = (id: number) => payload.findByID({ collection: 'orders', id, depth: 0, overrideAccess: true })
  const moveOrder = (id: number, status: 'processing' | 'completed', user: unknown) =>
    payload.update({ collection: 'orders', id, data: { status }, user: user, overrideAccess: false })

  async function place(
    items: { productId: number; quantity: number }[],
    overrides: Partial<CheckoutForm> = {},
    email?: string,
  ) {
    const placed = await placeOrder(payload, await guestCart(items), form(overrides, email), new Date())
    if (!placed.ok) throw new Error(`refused: ${placed.notices.map((notice) => notice.message).join(' ')}`)
    return placed.order
  }

  describe(`nothing digital before it is paid (${database})`, () => {
    it('offers neither cash on delivery nor a transfer for a cart with nothing to deliver, unless the shop says so', async () => {
      const ways = async () => {
        const quote = await buildQuote(payload, await guestCart([{ productId: ebook, quantity: 1 }]), new Date(), {
          provinceCode: '',
          shippingMethodId: '',
          buyer: { customerId: null, email: '' },
        })
        return quote.gateways.map((gateway) => gateway.id)
      }
      expect(await ways()).toEqual([])
      const refused = await placeOrder(
        payload,
        await guestCart([{ productId: ebook, quantity: 1 }]),
        form({ paymentMethod: 'cod' }),
        new Date(),
      )
      expect(refused.ok ? {} : refused.errors).toEqual({ payment_method: 'Hãy chọn một cách thanh toán.' })
      await setShop({
        bankTransfer: {
          enabled: true,
          bankBin: '970436',
          accountNumber: '0011001234567',
          accountName: 'THU THUAT',
          digitalGoods: true,
        },
      })
      expect(await ways()).toEqual(['bacs'])
      // Something to deliver: both are offered, as before.
      const mixed = await buildQuote(
        payload,
        await guestCart([
          { productId: charger, quantity: 1 },
          { productId: ebook, quantity: 1 },
        ]),
        new Date(),
        {
          provinceCode: '',
          shippingMethodId: '',
          buyer: { customerId: null, email: '' },
        },
      )
      expect(mixed.gateways.map((gateway) => gateway.id)).toEqual(['cod', 'bacs'])
    })

    it('opens a transfer’s files once the shop confirms the money, and cash on delivery’s once the order is completed', async () => {
      await setShop({
        bankTransfer: {
          enabled: true,
          bankBin: '970436',
          accountNumber: '0011001234567',
          accountName: 'THU THUAT',
          digitalGoods: true,
        },
      })
      const editor = await createUser(payload, `bien-tap-${database}@vidu.vn`, ['editor'])
      const customer = await createUser(payload, `khach-so-${database}@vidu.vn`, ['customer'])
      const now = new Date()
      const asCustomer = async (overrides: Partial<CheckoutForm>, items: { productId: number; quantity: number }[]) => {
        const { cart } = await changeCart(payload, { key: null, customerId: customer.id }, now, () => ({
          items: items.map((item) => ({ variant: '', ...item })),
          result: null,
        }))
        const placed = await placeOrder(
          payload,
          { key: null, customerId: customer.id },
          form(overrides, customer.email),
          now,
        )
        expect(cart.id).toBeGreaterThan(0)
        if (!placed.ok) throw new Error(placed.notices[0].message)
        return placed.order
      }

      const transfer = await asCustomer({ paymentMethod: 'bacs' }, [{ productId: ebook, quantity: 1 }])
      expect(transfer.status).toBe('on-hold')
      const { docs: jobs } = await payload.find({
        collection: 'payload-jobs',
        where: { taskSlug: { equals: 'sendMail' } },
        limit: 100,
        overrideAccess: true,
      })
      const received = jobs
        .map((job) => job.input as { to: string; subject: string; text: string })
        .find((mail) => mail.subject === `Đã nhận đơn hàng ${transfer.number}`)
      expect(received?.text).toContain('Tệp tải về sẽ mở khi cửa hàng xác nhận đã nhận được tiền chuyển khoản.')
      expect((await serveDownload(payload, customer.id, transfer.number, 0, now)).status).toBe(404)
      await moveOrder(transfer.id, 'processing', editor)
      const opened = await serveDownload(payload, customer.id, transfer.number, 0, now)
      expect(opened.status).toBe(200)
      expect(
        Buffer.from(await opened.arrayBuffer())
          .subarray(0, 5)
          .toString(),
      ).toBe('%PDF-')

      // Cash on delivery of a parcel with the e-book in it: processed at once, but the file waits for the money.
      const cash = await asCustomer({ paymentMethod: 'cod' }, [
        { productId: charger, quantity: 1 },
        { productId: ebook, quantity: 1 },
      ])
      expect(cash.status).toBe('processing')
      expect((await serveDownload(payload, customer.id, cash.number, 0, now)).status).toBe(404)
      const { accountDownloads } = await import('@/shop/server/account/downloads')
      const listed = (await accountDownloads(payload, customer.id, now)).find(
        (download) => download.orderNumber === cash.number,
      )
      expect(listed).toMatchObject({ usable: false, waiting: expect.stringContaining('nhân viên giao hàng') })
      expect((await orderById(cash.id)).paidAt ?? null).toBeNull()
      await moveOrder(cash.id, 'completed', editor)
      expect((await serveDownload(payload, customer.id, cash.number, 0, now)).status).toBe(200)
      expect((await orderById(cash.id)).paidAt).toBeTruthy()
    })
  })

  describe(`unpaid orders cannot hold the shop (${database})`, () => {
    it('caps a buyer’s open unpaid orders (cash on delivery counting until completed), and takes no stock for a refused one', async () => {
      const email = `giu-hang-${database}@vidu.vn`
      const first = await place([{ productId: charger, quantity: 1 }], { paymentMethod: 'cod' }, email)
      await place([{ productId: charger, quantity: 1 }], { paymentMethod: 'bacs' }, email)
      await place([{ productId: charger, quantity: 1 }], { paymentMethod: 'bacs' }, email)
      const stock = await stockOf(charger)
      const refused = await placeOrder(
        payload,
        await guestCart([{ productId: charger, quantity: 1 }]),
        form({ paymentMethod: 'bacs' }, email),
        new Date(),
      )
      expect(refused.ok).toBe(false)
      expect(refused.ok ? 0 : refused.status).toBe(409)
      expect(refused.ok ? '' : refused.notices[0].message).toContain('Bạn đang có 3 đơn hàng chưa thanh toán')
      expect(await stockOf(charger)).toBe(stock)
      // The shop completes the cash order (the courier brought the money): the buyer may order again.
      await payload.update({ collection: 'orders', id: first.id, data: { status: 'completed' }, overrideAccess: true })
      await place([{ productId: charger, quantity: 1 }], { paymentMethod: 'bacs' }, email)
    })

    it('counts orders sent together one after the other, so the cap holds', async () => {
      const email = `cung-luc-${database}@vidu.vn`
      const owners = await Promise.all(
        Array.from({ length: 8 }, () => guestCart([{ productId: charger, quantity: 1 }])),
      )
      const answers = await Promise.all(
        owners.map((owner) => placeOrder(payload, owner, form({ paymentMethod: 'bacs' }, email), new Date())),
      )
      expect(answers.filter((answer) => answer.ok)).toHaveLength(3)
      expect(
        (await payload.count({ collection: 'orders', where: { email: { equals: email } }, overrideAccess: true }))
          .totalDocs,
      ).toBe(3)
    })

    it('releases unpaid transfers and card or PayPal orders after the hold time: cancelled, stock back, the customer told', async () => {
      await setShop({
        holdMinutes: 60,
        stripe: { enabled: true, publishableKey: 'pk_test_x', secretKey: 'sk_test_x', webhookSecret: 'whsec_x' },
      })
      const kettle = await stockedProduct('Ấm giữ hàng')
      const transfer = await place([{ productId: kettle, quantity: 2 }], { paymentMethod: 'bacs' })
      const card = await place([{ productId: kettle, quantity: 1 }], { paymentMethod: 'stripe' })
      const cash = await place([{ productId: kettle, quantity: 1 }], { paymentMethod: 'cod' })
      const paid = await place([{ productId: kettle, quantity: 1 }], { paymentMethod: 'bacs' })
      await payload.update({ collection: 'orders', id: paid.id, data: { status: 'processing' }, overrideAccess: true })
      expect(await stockOf(kettle)).toBe(45)
      // What carts and product pages read is kept in memory until products change.
      const { getProductsByIds } = await import('@/shop/reads/queries')
      const cartStock = async () => (await getProductsByIds([kettle])).get(kettle)?.stockQuantity
      expect(await cartStock()).toBe(45)

      // Not yet: 59 minutes later nothing moves.
      expect(await releaseUnpaidOrders(payload, new Date(Date.now() + 59 * MINUTE))).toBe(0)
      expect(await releaseUnpaidOrders(payload, new Date(Date.now() + 61 * MINUTE))).toBeGreaterThanOrEqual(2)

      expect((await orderById(transfer.id)).status).toBe('cancelled')
      expect((await orderById(card.id)).status).toBe('cancelled')
      expect((await orderById(cash.id)).status).toBe('processing')
      expect((await orderById(paid.id)).status).toBe('processing')
      expect(await stockOf(kettle)).toBe(48)
      // The stock given back shows where buyers read it, not only in the database.
      expect(await cartStock()).toBe(48)
      const released = await orderById(transfer.id)
      expect(released.history?.at(-1)).toMatchObject({
        to: 'Đã huỷ',
        by: 'Hệ thống',
        note: 'Tự huỷ: quá 60 phút chưa thanh toán.',
      })
      const mails = await payload.find({
        collection: 'payload-jobs',
        where: { taskSlug: { equals: 'sendMail' } },
        sort: '-createdAt',
        limit: 10,
        overrideAccess: true,
      })
      const toBuyer = mails.docs
        .map((job) => job.input as { to: string; subject: string; text: string })
        .filter((mail) => mail.to === transfer.email)
      // One mail (the status, with the reason in it), not a second one for the note.
      expect(toBuyer).toHaveLength(1)
      expect(toBuyer[0].subject).toBe(`Đơn hàng ${transfer.number} đã bị huỷ`)
      expect(toBuyer[0].text).toContain('sau 60 phút cửa hàng vẫn chưa nhận được thanh toán')
      // Run again: nothing more to release.
      expect(await releaseUnpaidOrders(payload, new Date(Date.now() + 61 * MINUTE))).toBe(0)
      // Its schedule puts it in the job queue, whose table takes its name on both databases.
      const job = await payload.jobs.queue({ task: 'releaseUnpaidOrders', input: {} })
      expect(job.taskSlug).toBe('releaseUnpaidOrders')
      await payload.delete({ collection: 'payload-jobs', id: job.id, overrideAccess: true })
    })

    it('holds stock without limit when the shop sets the hold time to 0', async () => {
      await setShop({ holdMinutes: 0 })
      const order = await place([{ productId: charger, quantity: 1 }], { paymentMethod: 'bacs' })
      expect(await releaseUnpaidOrders(payload, new Date(Date.now() + 7 * 24 * 60 * MINUTE))).toBe(0)
      expect((await orderById(order.id)).status).toBe('on-hold')
      await setShop({ holdMinutes: 60 })
    })
  })

  describe(`floods from one address end in 429s (${database})`, () => {
    /** A guest's transfer order for the cart `cookie` names, as the `index`-th buyer (an e-mail and a phone of their own). */
    const checkout = (
      address: string,
      cookie: string,
      index: number,
      phone = `09${String(10_000_000 + index).slice(0, 8)}`,
      prefix = 'lu',
    ) =>
      sendCheckout(
        payload,
        {
          _nonce: nonce,
          checkout_key: `${prefix}-${database}-${address.replaceAll('.', '-')}-${index}-xxxxxxxxxxxx`,
          billing_full_name: 'Kẻ Giữ Hàng',
          billing_phone: phone,
          billing_email: `${prefix}-${database}-${index}@vidu.vn`,
          shipping_method: 'local_pickup',
          payment_method: 'bacs',
        },
        { address, cookie },
      )

    it('takes 20 orders in ten minutes from one address, answers the rest 429, and the hold time gives all stock back', async () => {
      const phone = await stockedProduct('Điện thoại bị giữ')
      const address = `198.51.100.${database === 'sqlite' ? 7 : 8}`
      const cookies = await Promise.all(
        Array.from({ length: 40 }, async () => cookieOf(await guestCart([{ productId: phone, quantity: 1 }]))),
      )
      const answers = await Promise.all(cookies.map((cookie, index) => checkout(address, cookie, index)))
      const statuses = answers.map((answer) => answer.status)
      expect(statuses.filter((status) => status === 200)).toHaveLength(20)
      expect(statuses.filter((status) => status === 429)).toHaveLength(20)
      const refused = answers.find((answer) => answer.status === 429)!
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
      expect(JSON.stringify(await refused.json())).toContain('Đơn hàng chưa được đặt.')
      expect(await stockOf(phone)).toBe(30)
      // Another address is not held back by this one.
      expect(
        (await checkout('198.51.100.99', cookieOf(await guestCart([{ productId: phone, quantity: 1 }])), 99)).status,
      ).toBe(200)
      await releaseUnpaidOrders(payload, new Date(Date.now() + 61 * MINUTE))
      expect(await stockOf(phone)).toBe(50)
    })

    it('takes 10 orders an hour for one phone number, whatever the e-mails and addresses', async () => {
      const statuses: number[] = []
      for (let index = 0; index < 12; index++) {
        const cookie = cookieOf(await guestCart([{ productId: charger, quantity: 1 }]))
        statuses.push(
          (
            await checkout(
              `203.0.113.${index}`,
              cookie,
              index,
              database === 'sqlite' ? '0977 000 111' : '0977 000 222',
              'so',
            )
          ).status,
        )
      }
      expect(statuses).toEqual([...Array(10).fill(200), 429, 429])
    })

    it('makes at most 60 guest carts an hour for one address, and refuses a flood of adds with 429', async () => {
      const add = (address: string, cookie = '') =>
        handleShopAjax(
          payload,
          new Request(`${SITE}/?shop-ajax=add_to_cart`, {
            method: 'POST',
            headers: {
              accept: 'application/json',
              'content-type': 'application/x-www-form-urlencoded',
              'x-forwarded-for': address,
              ...(cookie ? { cookie } : {}),
            },
            body: new URLSearchParams({ _nonce: nonce, product_id: String(ebook), quantity: '1' }),
          }),
        )
      const cartsBefore = (await payload.count({ collection: 'carts', overrideAccess: true })).totalDocs
      const flood = `192.0.2.${database === 'sqlite' ? 1 : 2}`
      const statuses = []
      for (let index = 0; index < 75; index++) statuses.push((await add(flood)).status)
      expect(statuses.filter((status) => status === 200)).toHaveLength(60)
      expect(statuses.slice(60).every((status) => status === 429)).toBe(true)
      expect((await payload.count({ collection: 'carts', overrideAccess: true })).totalDocs).toBe(cartsBefore + 60)

      // A shopper with a cart keeps changing it (60 changes a minute), then waits too.
      const first = await add('192.0.2.50')
      const cookie = first.headers
        .getSetCookie()
        .find((line) => line.startsWith('thuthuat_cart='))!
        .split(';')[0]
      const changes = []
      for (let index = 0; index < 61; index++) changes.push((await add('192.0.2.50', cookie)).status)
      expect(changes.filter((status) => status === 200)).toHaveLength(59)
      expect(changes.at(-1)).toBe(429)
      expect((await payload.count({ collection: 'carts', overrideAccess: true })).totalDocs).toBe(cartsBefore + 61)
    })
  })
}
