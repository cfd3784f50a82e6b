import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { CheckoutForm } from '@/shop/rules/checkout-form'
import { createUser, startPayload, type TestDatabase } from './payload'

/** Placing orders (the checkout's server side) on one database: run by one test file per database. */
export function checkoutSuite(database: TestDatabase) {
  let payload: Payload
  let stop: () => Promise<void>
  let placeOrder: typeof import('@/shop/cms/checkout/place-order').placeOrder
  let changeCart: typeof import('@/shop/server/cart/store').changeCart
  let changeCartCoupons: typeof import('@/shop/server/cart/store').changeCartCoupons
  let keyCounter = 0

  beforeAll(async () => {
    ;({ payload, stop } = await startPayload(database))
    ;({ placeOrder } = await import('@/shop/cms/checkout/place-order'))
    ;({ changeCart, changeCartCoupons } = await import('@/shop/server/cart/store'))
    await payload.updateGlobal({
      slug: 'shop-settings',
      data: {
        shippingZones: [{ name: 'Hà Nội', provinces: ['01'], cost: 20_000 }],
        otherProvincesCost: 35_000,
        freeShippingMin: 1_000_000,
        pickup: { enabled: true, address: '12 Lý Thường Kiệt' },
        orderEmail: 'cua-hang@vidu.vn',
        cod: { enabled: true },
        bankTransfer: { enabled: true, bankBin: '970436', accountNumber: '0011001234567', accountName: 'THU THUAT' },
      },
    })
  })

  afterAll(async () => stop())

  const product = async (data: Record<string, unknown>) =>
    (
      await payload.create({
        collection: 'products',
        draft: false,
        data: { regularPrice: 100_000, manageStock: true, stockQuantity: 10, _status: 'published', ...data } as never,
      })
    ).id

  /** A guest's cart holding these lines, and the owner that names it. */
  async function guestCart(items: { productId: number; quantity: number; variant?: string }[], coupons: string[] = []) {
    const { cart } = await changeCart(payload, { key: null, customerId: null }, new Date(), () => ({
      items: items.map((item) => ({ variant: '', ...item })),
      result: null,
    }))
    const owner = { key: { id: cart.id, token: cart.token }, customerId: null }
    if (coupons.length) await changeCartCoupons(payload, owner, new Date(), () => ({ coupons, result: null }))
    return owner
  }

  const form = (overrides: Partial<CheckoutForm> = {}): CheckoutForm => ({
    billing: {
      fullName: 'Nguyễn Văn An',
      phone: '+84912345678',
      email: `an-${++keyCounter}@vidu.vn`,
      province: '01',
      ward: '00097',
      street: '12 Phúc Xá',
    },
    shipToDifferentAddress: false,
    shipping: null,
    note: '',
    shippingMethod: 'flat_rate',
    paymentMethod: 'cod',
    createAccount: false,
    accountPassword: '',
    checkoutKey: `khoa-dat-hang-${database}-${++keyCounter}-xxxxxxxx`,
    ...overrides,
  })

  const stockOf = async (id: number) => (await payload.findByID({ collection: 'products', id, depth: 0 })).stockQuantity
  const versionStockOf = async (id: number) =>
    (await payload.findByID({ collection: 'products', id, depth: 0, draft: true })).stockQuantity

  describe(`placing an order (${database})`, () => {
    it('works out the order on the server, takes the stock and the coupon’s use, numbers it, empties the cart and queues the mails', async () => {
      const charger = await product({ name: 'Sạc thử', regularPrice: 199_000, stockQuantity: 5 })
      await payload.create({
        collection: 'coupons',
        data: { code: 'GIAM10', discountType: 'percent', amount: 10, usageLimit: 100 },
      })
      const owner = await guestCart([{ productId: charger, quantity: 2 }], ['GIAM10'])
      const jobsBefore = (await payload.count({ collection: 'payload-jobs', overrideAccess: true })).totalDocs

      const placed = await placeOrder(payload, owner, form(), new Date())
      expect(placed.ok).toBe(true)
      if (!placed.ok) return
      const order = placed.order
      expect(order.number).toMatch(/^TT-\d{6}$/)
      expect(order.status).toBe('processing')
      expect([order.subtotal, order.discountTotal, order.shippingTotal, order.total]).toEqual([
        398_000, 39_800, 20_000, 378_200,
      ])
      expect(order.lines?.map((line) => [line.name, line.quantity, line.total])).toEqual([['Sạc thử', 2, 358_200]])
      expect(order.billing).toMatchObject({
        province: '01',
        provinceName: 'Thành phố Hà Nội',
        ward: '00097',
        wardName: 'Phường Hồng Hà',
        line: '12 Phúc Xá, Phường Hồng Hà, Thành phố Hà Nội',
      })
      expect(await stockOf(charger)).toBe(3)
      expect(await versionStockOf(charger)).toBe(3)
      const coupon = (
        await payload.find({ collection: 'coupons', where: { code: { equals: 'GIAM10' } }, overrideAccess: true })
      ).docs[0]
      expect(coupon.usageCount).toBe(1)
      const cart = await payload.findByID({ collection: 'carts', id: owner.key.id, overrideAccess: true })
      expect([cart.items, cart.coupons]).toEqual([[], []])
      expect((await payload.count({ collection: 'payload-jobs', overrideAccess: true })).totalDocs).toBe(jobsBefore + 2)
    })

    it('makes one order for one checkout attempt, however often it is sent', async () => {
      const cable = await product({ name: 'Cáp thử' })
      const owner = await guestCart([{ productId: cable, quantity: 1 }])
      const sent = form()
      const answers = await Promise.all([
        placeOrder(payload, owner, sent, new Date()),
        placeOrder(payload, owner, sent, new Date()),
        placeOrder(payload, owner, sent, new Date()),
      ])
      const numbers = new Set(answers.map((answer) => (answer.ok ? answer.order.number : 'refused')))
      expect(numbers.size).toBe(1)
      expect([...numbers][0]).toMatch(/^TT-/)
      expect(
        (
          await payload.count({
            collection: 'orders',
            where: { checkoutKey: { equals: sent.checkoutKey } },
            overrideAccess: true,
          })
        ).totalDocs,
      ).toBe(1)
      expect(await stockOf(cable)).toBe(9)
    })

    it('refuses an empty cart, a payment method not offered, and a coupon used up, writing nothing', async () => {
      const empty = await guestCart([])
      const refused = await placeOrder(payload, empty, form(), new Date())
      expect(refused.ok ? '' : refused.notices[0].message).toBe(
        'Giỏ hàng đang trống. Hãy chọn sản phẩm trước khi đặt hàng.',
      )
      const bag = await product({ name: 'Túi thử' })
      const owner = await guestCart([{ productId: bag, quantity: 1 }])
      const paypal = await placeOrder(payload, owner, form({ paymentMethod: 'paypal' }), new Date())
      expect(paypal.ok ? {} : paypal.errors).toEqual({ payment_method: 'Hãy chọn một cách thanh toán.' })
      await payload.create({
        collection: 'coupons',
        data: { code: 'HETLUOT', discountType: 'fixed_cart', amount: 10_000, usageLimit: 1, usageCount: 1 },
      })
      const usedUp = await placeOrder(
        payload,
        await guestCart([{ productId: bag, quantity: 1 }], ['HETLUOT']),
        form(),
        new Date(),
      )
      expect(usedUp.ok ? '' : usedUp.notices[0].message).toBe('Mã giảm giá HETLUOT đã hết lượt sử dụng.')
      expect(await stockOf(bag)).toBe(10)
    })

    it('accepts exactly as many concurrent orders as there is stock, never going below zero', async () => {
      const scarce = await product({ name: 'Hàng hiếm', stockQuantity: 100 })
      const owners = []
      for (let index = 0; index < 300; index++) owners.push(await guestCart([{ productId: scarce, quantity: 1 }]))
      const answers = await Promise.all(owners.map((owner) => placeOrder(payload, owner, form(), new Date())))
      expect(answers.filter((answer) => answer.ok)).toHaveLength(100)
      expect(answers.filter((answer) => !answer.ok).every((answer) => !answer.ok && answer.status === 409)).toBe(true)
      expect(await stockOf(scarce)).toBe(0)
      const numbers = answers.flatMap((answer) => (answer.ok ? [answer.order.number] : []))
      expect(new Set(numbers).size).toBe(100)
    })

    it('counts a limited coupon’s uses exactly under concurrent orders', async () => {
      const plenty = await product({ name: 'Hàng nhiều', stockQuantity: 10_000 })
      await payload.create({
        collection: 'coupons',
        data: { code: 'NAMMUOI', discountType: 'fixed_cart', amount: 5_000, usageLimit: 50 },
      })
      const owners = []
      for (let index = 0; index < 150; index++)
        owners.push(await guestCart([{ productId: plenty, quantity: 1 }], ['NAMMUOI']))
      const answers = await Promise.all(owners.map((owner) => placeOrder(payload, owner, form(), new Date())))
      expect(answers.filter((answer) => answer.ok)).toHaveLength(50)
      const coupon = (
        await payload.find({ collection: 'coupons', where: { code: { equals: 'NAMMUOI' } }, overrideAccess: true })
      ).docs[0]
      expect(coupon.usageCount).toBe(50)
    })
  })

  describe(`managing orders (${database})`, () => {
    it('moves an order only as allowed, keeps what was bought, and gives the stock back when it is cancelled', async () => {
      const editor = await createUser(payload, `bien-tap-don-${database}@example.vn`, ['editor'])
      const lamp = await product({ name: 'Đèn thử', stockQuantity: 4 })
      const placed = await placeOrder(payload, await guestCart([{ productId: lamp, quantity: 3 }]), form(), new Date())
      if (!placed.ok) throw new Error('not placed')
      expect(await stockOf(lamp)).toBe(1)
      const asEditor = { user: { ...editor, collection: 'users' as const }, overrideAccess: false }
      const changed = await payload.update({
        collection: 'orders',
        id: placed.order.id,
        data: { total: 1, statusNote: 'Khách đổi ý', status: 'cancelled' } as never,
        ...asEditor,
      })
      expect(changed.total).toBe(placed.order.total)
      expect(changed.history?.at(-1)).toMatchObject({ from: 'Đang xử lý', to: 'Đã huỷ', note: 'Khách đổi ý' })
      expect(await stockOf(lamp)).toBe(4)
      const refusal = await payload
        .update({ collection: 'orders', id: placed.order.id, data: { status: 'processing' }, ...asEditor })
        .then(
          () => '',
          (error: { data?: { errors?: { message: string }[] } }) => error.data?.errors?.[0]?.message,
        )
      expect(refusal).toBe('Không thể chuyển đơn từ “Đã huỷ” sang “Đang xử lý”. Đơn này đã kết thúc.')
      expect(await stockOf(lamp)).toBe(4)
    })

    it('tells the customer when their order is completed and when the shop writes them a note', async () => {
      const editor = await createUser(payload, `bien-tap-thu-${database}@example.vn`, ['editor'])
      const placed = await placeOrder(
        payload,
        await guestCart([{ productId: await product({ name: 'Quạt thử' }), quantity: 1 }]),
        form(),
        new Date(),
      )
      if (!placed.ok) throw new Error('not placed')
      const subjects = async () =>
        (
          await payload.find({
            collection: 'payload-jobs',
            where: { taskSlug: { equals: 'sendMail' } },
            limit: 500,
            overrideAccess: true,
          })
        ).docs
          .map((job) => job.input as { to: string; subject: string })
          .filter((mail) => mail.to === placed.order.email)
          .map((mail) => mail.subject)
          .sort()
      const asEditor = { user: { ...editor, collection: 'users' as const }, overrideAccess: false }
      await payload.update({ collection: 'orders', id: placed.order.id, data: { status: 'completed' }, ...asEditor })
      await payload.update({
        collection: 'orders',
        id: placed.order.id,
        data: {
          notes: [
            { text: 'Đơn đã giao tới lễ tân.', toCustomer: true },
            { text: 'Khách quen.', toCustomer: false },
          ],
        },
        ...asEditor,
      })
      expect(await subjects()).toEqual(
        [
          `Đã nhận đơn hàng ${placed.order.number}`,
          `Đơn hàng ${placed.order.number} đã hoàn thành`,
          `Ghi chú mới cho đơn hàng ${placed.order.number}`,
        ].sort(),
      )
      const stored = await payload.findByID({ collection: 'orders', id: placed.order.id, overrideAccess: true })
      expect(stored.notes?.map((note) => note.by)).toEqual([editor.email, editor.email])
    })
  })

  describe(`the checkout's calls (${database})`, () => {
    const SITE = 'http://localhost:3000'
    let nonce: string
    let handleCheckoutAjax: typeof import('@/shop/cms/checkout-ajax').handleCheckoutAjax
    let cookieFor: (owner: { key: { id: number; token: string } }) => string

    beforeAll(async () => {
      ;({ handleCheckoutAjax } = await import('@/shop/cms/checkout-ajax'))
      const { issueNonce } = await import('@/lib/nonce')
      const { payloadSecret } = await import('@/cms/secret')
      const { cartCookieValue, CART_COOKIE } = await import('@/shop/server/cart/cookie')
      nonce = issueNonce(payloadSecret(), 'shop', Date.now())
      cookieFor = (owner) => `${CART_COOKIE}=${cartCookieValue(payloadSecret(), owner.key)}`
    })

    const call = (
      action: 'checkout' | 'apply_coupon' | 'update_order_review',
      cookie: string,
      fields: Record<string, string> | string,
    ) =>
      handleCheckoutAjax(
        payload,
        new Request(`${SITE}/?shop-ajax=${action}`, {
          method: 'POST',
          headers: {
            cookie,
            'x-requested-with': 'XMLHttpRequest',
            'content-type': 'application/x-www-form-urlencoded',
            origin: SITE,
          },
          body: typeof fields === 'string' ? fields : new URLSearchParams(fields),
        }),
        action,
      )

    const checkoutFields = (extra: Record<string, string> = {}) => ({
      _nonce: nonce,
      checkout_key: `khoa-ajax-${database}-${++keyCounter}-xxxxxxxxxx`,
      billing_full_name: '<script>alert(1)</script> Hùng',
      billing_phone: '0912 345 678',
      billing_email: `ajax-${keyCounter}@vidu.vn`,
      billing_province: '01',
      billing_ward: '00097',
      billing_street: '1 Phúc Xá',
      shipping_method: 'flat_rate',
      payment_method: 'cod',
      ...extra,
    })

    it('ignores any price, total or delivery the browser sends, and keeps a script tag as text', async () => {
      const kettle = await product({ name: 'Ấm siêu tốc thử', regularPrice: 350_000 })
      const owner = await guestCart([{ productId: kettle, quantity: 2 }])
      const tampered = checkoutFields({
        price: '1',
        total: '1',
        unit_price: '1',
        subtotal: '1',
        shipping_cost: '0',
        discount: '999999',
        shipping_method: 'free_shipping',
      })
      const answer = await call('checkout', cookieFor(owner), tampered)
      expect(answer.status).toBe(200)
      const body = (await answer.json()) as { result: string; redirect: string }
      expect(body.result).toBe('success')
      const number = /TT-\d+/.exec(body.redirect)![0]
      const order = (
        await payload.find({ collection: 'orders', where: { number: { equals: number } }, overrideAccess: true })
      ).docs[0]
      expect([order.subtotal, order.shippingTotal, order.total]).toEqual([700_000, 20_000, 720_000])
      expect(order.billing?.fullName).toBe('<script>alert(1)</script> Hùng')
      const mails = await payload.find({
        collection: 'payload-jobs',
        where: { taskSlug: { equals: 'sendMail' } },
        sort: '-createdAt',
        limit: 2,
        overrideAccess: true,
      })
      const html = mails.docs.map((job) => String((job.input as { html?: string }).html)).join('')
      expect(html).toContain('&lt;script&gt;')
      expect(html).not.toContain('<script>')
    })

    it('answers a stale nonce 403, a malformed body 400, and field errors 400, ordering nothing', async () => {
      const owner = await guestCart([{ productId: await product({ name: 'Đồ thử lỗi' }), quantity: 1 }])
      const before = (await payload.count({ collection: 'orders', overrideAccess: true })).totalDocs
      expect((await call('checkout', cookieFor(owner), checkoutFields({ _nonce: 'cu-roi' }))).status).toBe(403)
      const malformed = await handleCheckoutAjax(
        payload,
        new Request(`${SITE}/?shop-ajax=checkout`, {
          method: 'POST',
          headers: { 'x-requested-with': 'XMLHttpRequest', 'content-type': 'multipart/form-data; boundary=x' },
          body: '--x\r\nhỏng',
        }),
        'checkout',
      )
      expect(malformed.status).toBe(400)
      const refused = await call(
        'checkout',
        cookieFor(owner),
        checkoutFields({ billing_phone: '12', billing_ward: '', checkout_key: 'ngan' }),
      )
      expect(refused.status).toBe(400)
      const { errors } = (await refused.json()) as { errors: Record<string, string> }
      expect(errors).toMatchObject({
        billing_phone: 'Số điện thoại chưa đúng (ví dụ 0912 345 678).',
        checkout_key: expect.stringContaining('Trang thanh toán đã cũ'),
      })
      expect(errors.billing_ward).toBeTruthy()
      expect((await payload.count({ collection: 'orders', overrideAccess: true })).totalDocs).toBe(before)
    })

    it('takes a commune of the province chosen, keeps its codes and names, and still accepts a district sent by an old form', async () => {
      const owner = await guestCart([{ productId: await product({ name: 'Ốp lưng thử' }), quantity: 1 }])
      const fields = checkoutFields({
        billing_province: '79',
        billing_district: '760',
        billing_ward: '26740',
        billing_street: '12 Lê Lợi',
      })
      const answer = await call('checkout', cookieFor(owner), fields)
      expect(answer.status).toBe(200)
      const number = /TT-\d+/.exec(((await answer.json()) as { redirect: string }).redirect)![0]
      const order = (
        await payload.find({ collection: 'orders', where: { number: { equals: number } }, overrideAccess: true })
      ).docs[0]
      expect(order.billing).toMatchObject({
        province: '79',
        provinceName: 'Thành phố Hồ Chí Minh',
        ward: '26740',
        wardName: 'Phường Sài Gòn',
        street: '12 Lê Lợi',
        line: '12 Lê Lợi, Phường Sài Gòn, Thành phố Hồ Chí Minh',
      })
      // Hồ Chí Minh City is in no zone: the rest of the country's rate.
      expect(order.shippingTotal).toBe(35_000)
    })

    it('refuses a commune of another province, saying so by the field, and orders nothing', async () => {
      const owner = await guestCart([{ productId: await product({ name: 'Kính cường lực thử' }), quantity: 1 }])
      const before = (await payload.count({ collection: 'orders', overrideAccess: true })).totalDocs
      const refused = await call(
        'checkout',
        cookieFor(owner),
        checkoutFields({ billing_province: '01', billing_ward: '26740' }),
      )
      expect(refused.status).toBe(400)
      const { errors } = (await refused.json()) as { errors: Record<string, string> }
      expect(errors).toEqual({
        billing_ward: 'Phường/xã này không thuộc tỉnh/thành phố đã chọn. Hãy chọn lại phường/xã.',
      })
      // A province of before July 2025 (Hà Giang) is no longer one to choose.
      const old = await call(
        'checkout',
        cookieFor(owner),
        checkoutFields({ billing_province: '02', billing_ward: '00688' }),
      )
      expect(((await old.json()) as { errors: Record<string, string> }).errors).toEqual({
        billing_province: 'Hãy chọn tỉnh/thành phố.',
      })
      expect((await payload.count({ collection: 'orders', overrideAccess: true })).totalDocs).toBe(before)
    })

    it('applies a coupon that fits the cart with an HTML notice, refuses an unknown one, and the review follows', async () => {
      await payload.create({
        collection: 'coupons',
        data: { code: 'GIAM50K', discountType: 'fixed_cart', amount: 50_000 },
      })
      const owner = await guestCart([
        { productId: await product({ name: 'Loa thử', regularPrice: 400_000 }), quantity: 1 },
      ])
      const unknown = await call('apply_coupon', cookieFor(owner), { security: nonce, coupon_code: '<b>ma-la</b>' })
      expect(unknown.status).toBe(400)
      expect(await unknown.text()).toBe(
        '<div class="shop-notice shop-notice--error" role="alert">Mã giảm giá “&lt;B&gt;MA-LA&lt;/B&gt;” không tồn tại.</div>',
      )
      const applied = await call('apply_coupon', cookieFor(owner), { security: nonce, coupon_code: ' giam50k ' })
      expect(applied.status).toBe(200)
      expect(await applied.text()).toContain('Đã áp dụng mã giảm giá GIAM50K.')
      const review = (await (await call('update_order_review', cookieFor(owner), checkoutFields())).json()) as {
        fragments: Record<string, string>
      }
      expect(review.fragments['.checkout-review']).toContain('Mã GIAM50K')
      expect(review.fragments['.checkout-review']).toContain('370.000\u00a0₫')
    })

    it('sends a coupon from the cart page without JavaScript back there, its notice kept for the cart page and the typed checkout kept', async () => {
      await payload.create({
        collection: 'coupons',
        data: { code: 'GIOHANG20K', discountType: 'fixed_cart', amount: 20_000 },
      })
      const owner = await guestCart([
        { productId: await product({ name: 'Giá đỡ thử', regularPrice: 150_000 }), quantity: 1 },
      ])
      // The checkout was started earlier: its typed fields are on the cart.
      await call('update_order_review', cookieFor(owner), checkoutFields({ billing_phone: '0987 654 321' }))
      const withoutScript = (fields: Record<string, string>) =>
        handleCheckoutAjax(
          payload,
          new Request(`${SITE}/?shop-ajax=apply_coupon`, {
            method: 'POST',
            headers: { cookie: cookieFor(owner), 'content-type': 'application/x-www-form-urlencoded', origin: SITE },
            body: new URLSearchParams(fields),
          }),
          'apply_coupon',
        )
      const applied = await withoutScript({ security: nonce, coupon_code: 'giohang20k', back: 'gio-hang' })
      expect(applied.status).toBe(303)
      expect(applied.headers.get('location')).toBe('/gio-hang')
      const { findCart } = await import('@/shop/server/cart/store')
      const { readCartNotices, readCheckoutState } = await import('@/shop/rules/checkout-state')
      const stored = (await findCart(payload, owner, new Date()))!
      expect(stored.coupons).toEqual(['GIOHANG20K'])
      expect(readCartNotices(stored.checkout, new Date())).toEqual([
        { kind: 'success', message: 'Đã áp dụng mã giảm giá GIOHANG20K.' },
      ])
      expect(readCheckoutState(stored.checkout, new Date()).fields.billing_phone).toBe('0987 654 321')
      expect(readCheckoutState(stored.checkout, new Date()).notices).toEqual([])
      // Any other page to go back to is the checkout's.
      const elsewhere = await withoutScript({
        security: nonce,
        coupon_code: 'giohang20k',
        back: 'https://ke-xau.example',
      })
      expect(elsewhere.headers.get('location')).toBe('/thanh-toan')
    })

    it('makes the buyer an account when asked, places the order as theirs and logs them in; an e-mail with an account buys as a guest', async () => {
      const owner = await guestCart([{ productId: await product({ name: 'Ốp thử tài khoản' }), quantity: 1 }])
      const fields = checkoutFields({
        createaccount: '1',
        account_password: 'mat-khau-moi-dai-1',
        billing_email: `tai-khoan-moi-${database}@vidu.vn`,
      })
      const answer = await call('checkout', cookieFor(owner), fields)
      expect(((await answer.json()) as { result: string }).result).toBe('success')
      expect(answer.headers.get('set-cookie')).toMatch(/payload-token=/)
      const user = (
        await payload.find({
          collection: 'users',
          where: { email: { equals: `tai-khoan-moi-${database}@vidu.vn` } },
          overrideAccess: true,
        })
      ).docs[0]
      expect(user.roles).toEqual(['customer'])
      const order = (
        await payload.find({
          collection: 'orders',
          where: { checkoutKey: { equals: fields.checkout_key } },
          overrideAccess: true,
        })
      ).docs[0]
      expect(typeof order.customer === 'object' ? order.customer?.id : order.customer).toBe(user.id)

      const again = await guestCart([{ productId: await product({ name: 'Ốp thử lần hai' }), quantity: 1 }])
      const asGuest = await call('checkout', cookieFor(again), {
        ...fields,
        checkout_key: `khoa-lan-hai-${database}-xxxxxxxxxxxx`,
      })
      expect(((await asGuest.json()) as { result: string }).result).toBe('success')
      expect(asGuest.headers.get('set-cookie')).toBeNull()
      const guestOrder = (
        await payload.find({
          collection: 'orders',
          where: { checkoutKey: { equals: `khoa-lan-hai-${database}-xxxxxxxxxxxx` } },
          overrideAccess: true,
        })
      ).docs[0]
      expect(guestOrder.customer ?? null).toBeNull()
    })
  })
}
