/**
 * Placing orders over HTTP (part of `npm run bench`): guests with one line each (the e-book) send the checkout form with
 * a bank transfer (cash on delivery is not offered for a file), ten at a time, as browsers would
 * (`POST /?shop-ajax=checkout`). Prints orders/s, p50 and p99. The carts are made first through the shop's AJAX
 * endpoint. Each guest comes from an address and a phone number of their own (the server runs with TRUST_PROXY): the
 * shop's limits per address, e-mail and phone are counted on every order, as for real buyers, without refusing them.
 */
const ORDERS = 300
const CONCURRENCY = 10

/** The e-book's page: the shop's nonce and its product id (its stock is not counted, so every order can be placed). */
const PRODUCT = '/san-pham/cam-nang-dung-dien-thoai-sach-dien-tu'

async function shopForm(siteUrl) {
  const html = await (await fetch(siteUrl + PRODUCT)).text()
  const nonce = /name="_nonce" value="([^"]+)"/.exec(html)?.[1]
  const productId = /name="product_id" value="(\d+)"/.exec(html)?.[1]
  if (!nonce || !productId) throw new Error('bench-orders: the e-book page carries no add-to-cart form')
  return { nonce, productId }
}

/** The address guest `index` comes from (documentation ranges never reach the Internet). */
const addressOf = (index) => `198.18.${Math.floor(index / 250)}.${(index % 250) + 1}`

async function guestCart(siteUrl, nonce, productId, index) {
  const answer = await fetch(`${siteUrl}/?shop-ajax=add_to_cart`, {
    method: 'POST',
    headers: { accept: 'application/json', origin: siteUrl, 'x-forwarded-for': addressOf(index) },
    body: new URLSearchParams({ _nonce: nonce, product_id: productId, quantity: '1' }),
  })
  if (!answer.ok) throw new Error(`bench-orders: add to cart answered ${answer.status}`)
  return answer.headers
    .getSetCookie()
    .find((line) => line.startsWith('thuthuat_cart='))
    .split(';')[0]
}

const form = (nonce, index) =>
  new URLSearchParams({
    _nonce: nonce,
    checkout_key: `bench-order-${process.pid}-${index}-xxxxxxxx`,
    billing_full_name: 'Khách Thử Tải',
    billing_phone: `09${String(10_000_000 + index)}`.slice(0, 10),
    billing_email: `tai-${index}@vidu.vn`,
    billing_province: '01',
    billing_ward: '00097',
    billing_street: '1 Phúc Xá',
    shipping_method: 'flat_rate',
    payment_method: 'bacs',
  })

export async function benchOrders(site) {
  const { nonce, productId } = await shopForm(site.url)
  const carts = []
  for (let index = 0; index < ORDERS; index++) carts.push(await guestCart(site.url, nonce, productId, index))
  const timings = []
  let failed = 0
  let next = 0
  const started = performance.now()
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < carts.length) {
        const index = next++
        const begun = performance.now()
        const answer = await fetch(`${site.url}/?shop-ajax=checkout`, {
          method: 'POST',
          headers: {
            cookie: carts[index],
            origin: site.url,
            'x-requested-with': 'XMLHttpRequest',
            'x-forwarded-for': addressOf(index),
          },
          body: form(nonce, index),
        })
        const result = await answer.json()
        if (result.result !== 'success') failed++
        timings.push(performance.now() - begun)
      }
    }),
  )
  const seconds = (performance.now() - started) / 1000
  timings.sort((a, b) => a - b)
  const at = (p) => Math.round(timings[Math.min(timings.length - 1, Math.floor((p / 100) * timings.length))])
  console.table([
    {
      'đặt hàng (chuyển khoản, qua HTTP)': `${ORDERS} đơn`,
      'đồng thời': CONCURRENCY,
      'đơn/s': Math.round(ORDERS / seconds),
      'p50 ms': at(50),
      'p99 ms': at(99),
      lỗi: failed,
    },
  ])
}
