import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  KEPT_CHECKOUT_FIELDS,
  checkoutStateOf,
  readCartNotices,
  readCheckoutState,
  withCartNotices,
} from './checkout-state'

const now = new Date('2026-11-27T08:00:00Z')

describe('checkout state', () => {
  it('keeps the typed fields but never the password, and reads them back with the notices while recent', () => {
    const sent = new URLSearchParams({
      billing_full_name: 'Trần Thị Bình',
      billing_province: '01',
      account_password: 'bi-mat-lam-nhe',
      checkout_key: 'x'.repeat(20),
    })
    const kept = checkoutStateOf(
      sent,
      [{ kind: 'error', message: 'Hãy nhập số điện thoại.' }],
      { billing_phone: 'Hãy nhập số điện thoại.' },
      now,
    )
    expect(kept.fields).toEqual({ billing_full_name: 'Trần Thị Bình', billing_province: '01' })
    const read = readCheckoutState(JSON.parse(JSON.stringify(kept)), new Date(now.getTime() + 60_000))
    expect(read.notices).toEqual([{ kind: 'error', message: 'Hãy nhập số điện thoại.' }])
    expect(read.errors).toEqual({ billing_phone: 'Hãy nhập số điện thoại.' })
    expect(readCheckoutState(kept, new Date(now.getTime() + 11 * 60_000))).toEqual({
      fields: kept.fields,
      notices: [],
      errors: {},
    })
  })

  it('reads anything stored without throwing, keeping only known fields and well-formed notices', () => {
    fc.assert(
      fc.property(fc.anything(), (stored) => {
        const read = readCheckoutState(stored, now)
        expect(
          Object.keys(read.fields).every((name) => (KEPT_CHECKOUT_FIELDS as readonly string[]).includes(name)),
        ).toBe(true)
        expect(read.notices.every((notice) => typeof notice.message === 'string')).toBe(true)
      }),
    )
  })
})

describe('the cart page’s coupon notices', () => {
  const applied = { kind: 'success' as const, message: 'Đã áp dụng mã giảm giá CHAOBAN.' }

  it('sit beside the checkout’s state without changing its fields or notices, and are read back while recent', () => {
    const checkout = checkoutStateOf(
      new Map([['billing_phone', '0912345678']]),
      [{ kind: 'error', message: 'Lỗi cũ' }],
      {},
      now,
    )
    const stored = withCartNotices(checkout, [applied], now)
    expect(readCheckoutState(stored, now)).toEqual(readCheckoutState(checkout, now))
    expect(readCartNotices(stored, now)).toEqual([applied])
    expect(readCartNotices(stored, new Date(now.getTime() + 11 * 60_000))).toEqual([])
    expect(readCartNotices(checkout, now)).toEqual([])
  })

  it('read anything stored without throwing, keeping only well-formed notices', () => {
    fc.assert(
      fc.property(fc.jsonValue(), fc.anything(), (stored, notices) => {
        const read = readCartNotices(withCartNotices(stored, Array.isArray(notices) ? notices : [], now), now)
        expect(
          read.every(
            (notice) => typeof notice.message === 'string' && ['success', 'error', 'info'].includes(notice.kind),
          ),
        ).toBe(true)
      }),
    )
  })
})
