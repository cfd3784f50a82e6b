import { afterEach, describe, expect, it } from 'vitest'
import { DEMO_BANK_ACCOUNT } from '@/shop/rules/banks'
import type { ShopSetting } from '@/payload-types'
import { PAYMENT_GATEWAYS } from './gateways'

const bankTransfer = PAYMENT_GATEWAYS.find((gateway) => gateway.id === 'bacs')!
const settings = (account: { bankBin: string; accountNumber: string }) =>
  ({ bankTransfer: { enabled: true, ...account, accountName: 'CHU SHOP' } }) as unknown as ShopSetting
const parcel = { needsShipping: true }
const siteUrl = process.env.SITE_URL

afterEach(() => {
  if (siteUrl === undefined) delete process.env.SITE_URL
  else process.env.SITE_URL = siteUrl
})

describe('bank transfer at the checkout', () => {
  it("is offered with the demo's made-up account only on a site on this machine", () => {
    process.env.SITE_URL = 'http://localhost:3000'
    expect(bankTransfer.available(settings(DEMO_BANK_ACCOUNT), parcel)).toBe(true)
    process.env.SITE_URL = 'https://thuthuatdienthoai.vn'
    expect(bankTransfer.available(settings(DEMO_BANK_ACCOUNT), parcel)).toBe(false)
  })

  it("is offered on a real site once the owner's own account is in", () => {
    process.env.SITE_URL = 'https://thuthuatdienthoai.vn'
    expect(bankTransfer.available(settings({ bankBin: '970407', accountNumber: '1903456789012' }), parcel)).toBe(true)
  })
})
