import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { REDACTED, cleanAddress, holdsEmail, redactEmails } from './redact'

const email = fc
  .tuple(
    fc.stringMatching(/^[a-z0-9][a-z0-9._+-]{0,15}$/),
    fc.stringMatching(/^[a-z0-9-]{1,12}$/),
    fc.constantFrom('vn', 'com', 'com.vn', 'edu.vn'),
  )
  .map(([local, domain, tld]) => `${local}@${domain}.${tld}`)

/** How an address may reach a page's address or a link: as typed, percent-encoded once or twice, in Vietnamese. */
const hidden = fc.oneof(
  email,
  email.map((address) => encodeURIComponent(address)),
  email.map((address) => encodeURIComponent(encodeURIComponent(address))),
  email.map((address) => address.replace('@', '%40')),
  fc.constant('nguyễn.văn.an@thưviện.vn'),
)

describe('redactEmails', () => {
  it('leaves nothing that reads as an e-mail address, wherever and however it is written (property)', () => {
    fc.assert(
      fc.property(fc.string(), hidden, fc.string(), (before, address, after) => {
        const clean = redactEmails(`${before}${address}${after}`)
        expect(holdsEmail(clean)).toBe(false)
      }),
    )
  })

  it('finds an address encoded twice beside a broken escape, which stops decoding the text as a whole', () => {
    expect(redactEmails('HGR%u tju8%2540gmail.com')).toBe(`HGR%u ${REDACTED}`)
    expect(redactEmails('100% an%40vidu.vn')).toBe(`100% ${REDACTED}`)
  })

  it('keeps everything else as it was', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[^@%]*$/), (text) => {
        expect(redactEmails(text)).toBe(text)
      }),
    )
    expect(redactEmails('Liên hệ an@vidu.vn hoặc 0901 234 567')).toBe(`Liên hệ ${REDACTED} hoặc 0901 234 567`)
    expect(redactEmails('/tim-kiem?s=an%40vidu.vn&trang=2')).toBe(`/tim-kiem?s=${REDACTED}&trang=2`)
    expect(redactEmails('giảm 50% @ cửa hàng')).toBe('giảm 50% @ cửa hàng')
  })
})

describe('cleanAddress', () => {
  it('drops the listed parameters, whatever their case, and redacts the rest', () => {
    expect(
      cleanAddress('https://thuthuat.vn/dat-lai?Token=abc&email=an%40vidu.vn&utm_source=zalo', ['token', 'key']),
    ).toBe(`https://thuthuat.vn/dat-lai?email=${REDACTED}&utm_source=zalo`)
    expect(cleanAddress('không phải địa chỉ an@vidu.vn', ['token'])).toBe(`không phải địa chỉ ${REDACTED}`)
  })

  it('never lets an e-mail address through (property)', () => {
    fc.assert(
      fc.property(fc.webUrl({ withQueryParameters: true }), hidden, (url, address) => {
        const joined = `${url}${url.includes('?') ? '&' : '?'}ai=${address}`
        expect(holdsEmail(cleanAddress(joined, []))).toBe(false)
      }),
    )
  })
})
