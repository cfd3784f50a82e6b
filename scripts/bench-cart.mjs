/**
 * The shop under load (part of `npm run bench`): a product page as any visitor gets it (kept by the front like an
 * article), and the mini-cart's fragments call for a cart of five lines, which is every shopper's own and never kept.
 * The cart is made through the shop's AJAX endpoint as a shopper's browser would, then removed.
 */
import autocannon from 'autocannon'

const PRODUCT = '/san-pham/cu-sac-nhanh-usb-c-20w'
const LINES = ['/cua-hang', '/danh-muc-san-pham/sac-cap']

/** The shop's nonce and the product ids a page's add-to-cart forms carry. */
async function pageForms(url) {
  const html = await (await fetch(url)).text()
  const nonce = /name="_nonce" value="([^"]+)"/.exec(html)?.[1]
  const ids = [...html.matchAll(/name="product_id" value="(\d+)"/g)].map((match) => match[1])
  return { nonce, ids }
}

/** Adds five different products to one new cart; returns the cookies that name it, and the nonce. */
async function fiveLineCart(siteUrl) {
  const forms = await Promise.all(LINES.map((path) => pageForms(siteUrl + path)))
  const nonce = forms[0].nonce
  const ids = [...new Set(forms.flatMap((form) => form.ids))].slice(0, 5)
  if (!nonce || ids.length < 5) throw new Error('bench-cart: the shop pages carry no add-to-cart forms')
  let cookie = ''
  for (const id of ids) {
    const answer = await fetch(`${siteUrl}/?shop-ajax=add_to_cart`, {
      method: 'POST',
      headers: { accept: 'application/json', origin: siteUrl, ...(cookie ? { cookie } : {}) },
      body: new URLSearchParams({ _nonce: nonce, product_id: id, quantity: '2' }),
    })
    if (!answer.ok) throw new Error(`bench-cart: add to cart answered ${answer.status}`)
    const cart = answer.headers.getSetCookie().find((line) => line.startsWith('thuthuat_cart='))
    if (cart) cookie = cart.split(';')[0]
  }
  return { cookie, nonce, ids }
}

export async function benchCart(site) {
  const rows = []
  const product = await autocannon({
    url: site.url + PRODUCT,
    connections: 50,
    duration: 10,
    headers: { 'accept-encoding': 'gzip, deflate, br' },
  })
  rows.push({
    route: `trang sản phẩm ${PRODUCT}`,
    connections: 50,
    'req/s': Math.round(product.requests.average),
    'p50 ms': product.latency.p50,
    'p95 ms': product.latency.p97_5,
    'p99 ms': product.latency.p99,
    errors: product.errors + product.non2xx,
  })

  const { cookie, nonce } = await fiveLineCart(site.url)
  const body = new URLSearchParams({ action: 'thuthuat_menu_cart_fragments', _nonce: nonce, is_editor: '0' }).toString()
  const headers = {
    cookie,
    origin: site.url,
    'content-type': 'application/x-www-form-urlencoded',
    accept: 'application/json',
  }
  // The first calls load the code of the cart's reads.
  for (let warm = 0; warm < 20; warm++)
    await fetch(`${site.url}/wp-admin/admin-ajax.php`, { method: 'POST', headers, body })
  const check = await (await fetch(`${site.url}/wp-admin/admin-ajax.php`, { method: 'POST', headers, body })).json()
  const lines = (check.fragments?.['.menu-cart__body'].match(/class="menu-cart__item"/g) ?? []).length
  const fragments = await autocannon({
    url: `${site.url}/wp-admin/admin-ajax.php`,
    method: 'POST',
    connections: 20,
    duration: 10,
    headers,
    body,
  })
  rows.push({
    route: `mảnh giỏ hàng (${lines} dòng) POST /wp-admin/admin-ajax.php`,
    connections: 20,
    'req/s': Math.round(fragments.requests.average),
    'p50 ms': fragments.latency.p50,
    'p95 ms': fragments.latency.p97_5,
    'p99 ms': fragments.latency.p99,
    errors: fragments.errors + fragments.non2xx,
  })
  console.table(rows)
}
