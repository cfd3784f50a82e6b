import { describe, expect, it } from 'vitest'
import { isExternalUrl, isSafeUrl } from './url'

describe('isSafeUrl', () => {
  it('accepts web, mail, phone and relative links', () => {
    for (const url of ['https://a.vn', 'http://a.vn/x', '/bai-viet', 'bai-viet', '#muc', 'mailto:a@b.vn', 'tel:+84123'])
      expect(isSafeUrl(url)).toBe(true)
  })

  it('refuses script and data URLs however they are written', () => {
    for (const url of ['javascript:alert(1)', ' JavaScript:alert(1)', 'java\tscript:alert(1)', 'data:text/html,x', 'vbscript:x', ''])
      expect(isSafeUrl(url)).toBe(false)
  })
})

describe('isExternalUrl', () => {
  it('compares origins', () => {
    expect(isExternalUrl('https://google.com', 'https://a.vn')).toBe(true)
    expect(isExternalUrl('/x', 'https://a.vn')).toBe(false)
    expect(isExternalUrl('https://a.vn/y', 'https://a.vn')).toBe(false)
  })
})
