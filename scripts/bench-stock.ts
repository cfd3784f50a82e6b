/**
 * Stock and coupons under concurrent orders (part of `npm run bench`), in a temporary SQLite database: 1,000 orders at
 * once for a product with 100 in stock, and 500 orders at once with a coupon limited to 50 uses, through the
 * checkout's own server code. Prints what was accepted, the stock left and the coupon's uses (expected: 100, 0, 50).
 */
import { temporaryPayload } from './lib/temporary-payload'

const { payload, done } = await temporaryPayload('thuthuat-bench-stock-')
const { placeOrder } = await import('../src/shop/cms/checkout/place-order')
const { changeCart, changeCartCoupons } = await import('../src/shop/server/cart/store')

await payload.updateGlobal({ slug: 'shop-settings', data: { otherProvincesCost: 30_000, cod: { enabled: true } } })

async function guestCart(productId: number, coupons: string[]) {
  const { cart } = await changeCart(payload, { key: null, customerId: null }, new Date(), () => ({
    items: [{ productId, variant: '', quantity: 1 }],
    result: null,
  }))
  const owner = { key: { id: cart.id, token: cart.token }, customerId: null }
  if (coupons.length) await changeCartCoupons(payload, owner, new Date(), () => ({ coupons, result: null }))
  return owner
}

let key = 0
const form = () => ({
  billing: {
    fullName: 'Khách Thử',
    phone: '+84912345678',
    email: `khach-${++key}@vidu.vn`,
    province: '01',
    ward: '00097',
    street: '1 Phúc Xá',
  },
  shipToDifferentAddress: false,
  shipping: null,
  note: '',
  shippingMethod: 'flat_rate',
  paymentMethod: 'cod',
  createAccount: false,
  accountPassword: '',
  checkoutKey: `bench-stock-${key}-xxxxxxxxxxxx`,
})

async function concurrentOrders(count: number, stock: number, coupon: { code: string; usageLimit: number } | null) {
  const product = await payload.create({
    collection: 'products',
    draft: false,
    data: {
      name: `Hàng thử ${count}`,
      productType: 'simple',
      stockStatus: 'instock',
      regularPrice: 100_000,
      manageStock: true,
      stockQuantity: stock,
      _status: 'published',
    },
  })
  if (coupon)
    await payload.create({
      collection: 'coupons',
      data: { code: coupon.code, discountType: 'fixed_cart', amount: 10_000, usageLimit: coupon.usageLimit },
    })
  const owners = []
  for (let index = 0; index < count; index++) owners.push(await guestCart(product.id, coupon ? [coupon.code] : []))
  const answers = await Promise.all(owners.map((owner) => placeOrder(payload, owner, form(), new Date())))
  const left = (await payload.findByID({ collection: 'products', id: product.id })).stockQuantity
  const uses = coupon
    ? (await payload.find({ collection: 'coupons', where: { code: { equals: coupon.code } }, overrideAccess: true }))
        .docs[0].usageCount
    : null
  return { accepted: answers.filter((answer) => answer.ok).length, left, uses }
}

console.log('Đặt hàng đồng thời: đang tạo giỏ hàng…')
const scarce = await concurrentOrders(1000, 100, null)
const limited = await concurrentOrders(500, 100_000, { code: 'NAMMUOI', usageLimit: 50 })
console.table([
  {
    'kiểm tra': '1.000 đơn cùng lúc, còn 100 sản phẩm',
    'đơn được nhận': scarce.accepted,
    'tồn kho còn': scarce.left,
    'lượt dùng mã': '',
  },
  {
    'kiểm tra': '500 đơn cùng lúc, mã giới hạn 50 lượt',
    'đơn được nhận': limited.accepted,
    'tồn kho còn': limited.left,
    'lượt dùng mã': limited.uses,
  },
])
await done()
process.exit(scarce.accepted === 100 && scarce.left === 0 && limited.uses === 50 ? 0 : 1)
