import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { type Consent, consentCookieIn, consentIdFrom, consentInForce, decodeConsent, encodeConsent } from './consent'

const consent: fc.Arbitrary<Consent> = fc.record({
  version: fc.integer({ min: 1, max: 999_999 }),
  analytics: fc.boolean(),
  advertising: fc.boolean(),
  id: fc.uint8Array({ minLength: 16, maxLength: 16 }).map(consentIdFrom),
})

describe('the consent cookie', () => {
  it('reads back what it wrote (property)', () => {
    fc.assert(
      fc.property(consent, (choice) => {
        expect(decodeConsent(encodeConsent(choice))).toEqual(choice)
      }),
    )
  })

  it('reads any other text as no choice, never throwing, and only ever what it would write (property)', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          consent.map(encodeConsent).map((value) => `${value} `),
        ),
        (value) => {
          const read = decodeConsent(value)
          if (read) expect(encodeConsent(read)).toBe(value)
        },
      ),
    )
    for (const value of [
      null,
      undefined,
      '',
      '0.10.AAAAAAAAAAAAAAAAAAAAAA',
      '3.12.AAAAAAAAAAAAAAAAAAAAAA',
      '3.10.short',
    ])
      expect(decodeConsent(value)).toBeNull()
    expect(decodeConsent('3.10.AAAAAAAAAAAAAAAAAAAAAA')).toEqual({
      version: 3,
      analytics: true,
      advertising: false,
      id: 'AAAAAAAAAAAAAAAAAAAAAA',
    })
  })

  it('makes ids of 22 base64url characters from 16 bytes', () => {
    expect(consentIdFrom(new Uint8Array(16).fill(255))).toBe('_____________________w')
    expect(() => consentIdFrom(new Uint8Array(8))).toThrow(RangeError)
  })
})

describe('consentInForce', () => {
  const given = '2.11.AAAAAAAAAAAAAAAAAAAAAA'

  it('is the choice made under this banner, and none under another one (the banner asks again)', () => {
    expect(consentInForce(given, 2, false)).toMatchObject({ analytics: true, advertising: true })
    expect(consentInForce(given, 3, false)).toBeNull()
    expect(consentInForce(undefined, 2, false)).toBeNull()
  })

  it('refuses advertising when the browser sends Global Privacy Control, whatever was chosen (property)', () => {
    fc.assert(
      fc.property(consent, (choice) => {
        const inForce = consentInForce(encodeConsent(choice), choice.version, true)
        expect(inForce).toEqual({ ...choice, advertising: false })
      }),
    )
  })
})

describe('consentCookieIn', () => {
  const value = '1.10.AAAAAAAAAAAAAAAAAAAAAA'

  it('finds the consent cookie among the others, as a Cookie header or document.cookie writes them', () => {
    expect(consentCookieIn(`tt_consent=${value}`)).toBe(value)
    expect(consentCookieIn(`thuthuat_cart_count=2; tt_consent=${value}; payload-token=x`)).toBe(value)
    expect(consentCookieIn(`a=b;tt_consent=${value}`)).toBe(value)
  })

  it('is null without it, and never takes another cookie whose name merely contains it', () => {
    for (const cookies of [null, undefined, '', 'tt_consent', `xtt_consent=${value}`, `tt_consent_old=${value}`])
      expect(consentCookieIn(cookies)).toBeNull()
  })

  it('reads back any consent written among other cookies (property)', () => {
    fc.assert(
      fc.property(consent, fc.array(fc.stringMatching(/^[a-z_]{1,8}=[a-z0-9]{0,8}$/)), (choice, others) => {
        const cookies = [
          ...others.filter((pair) => !pair.startsWith('tt_consent=')),
          `tt_consent=${encodeConsent(choice)}`,
        ]
        expect(decodeConsent(consentCookieIn(cookies.join('; ')))).toEqual(choice)
      }),
    )
  })
})
