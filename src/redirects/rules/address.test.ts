import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { normaliseFrom, normaliseTo, targetKey } from './address.mjs'
import { RedirectMap } from './redirect-map.mjs'

/** Addresses as editors and old links write them: paths, queries, hosts, encodings, Vietnamese and odd characters. */
const typedAddress = fc.oneof(
  fc.string({ maxLength: 60 }),
  fc
    .tuple(
      fc.constantFrom('', 'https://thuthuat.vn', 'http://localhost:3000', '//cu.example'),
      fc.array(fc.oneof(fc.webSegment(), fc.constantFrom('Tin-Tức', 'ĐẸP', '%E1%BB%A9', '%zz', 'a b', '')), {
        maxLength: 4,
      }),
      fc.constantFrom('', '/', '?p=123', '?page_id=45&utm_source=x', '?b=2&a=1', '#phan'),
    )
    .map(([host, segments, tail]) => `${host}/${segments.join('/')}${tail}`),
)

describe('normaliseFrom', () => {
  it('keeps the path and query of what was typed, lowercase, without host or trailing slash', () => {
    expect(normaliseFrom('https://thuthuat.vn/Tin-Tuc/Bai-Cu/')).toEqual({ from: '/tin-tuc/bai-cu' })
    expect(normaliseFrom('bai-cu')).toEqual({ from: '/bai-cu' })
    expect(normaliseFrom('/?p=123')).toEqual({ from: '/?p=123' })
    expect(normaliseFrom('/?utm_source=x&page_id=45')).toEqual({ from: '/?page_id=45&utm_source=x' })
    expect(normaliseFrom('/t%E1%BB%A9c//bai%2Dviet/#x')).toEqual({ from: '/tức/bai-viet' })
  })

  it('refuses nothing, the machinery of the site and what is not an address', () => {
    expect(normaliseFrom('  ').error).toBe('fromEmpty')
    expect(normaliseFrom('/admin/collections/posts').error).toBe('fromMachinery')
    expect(normaliseFrom('/api/users').error).toBe('fromMachinery')
    expect(normaliseFrom('javascript:alert(1)').error).toBe('fromNotAddress')
    expect(normaliseFrom(`/${'a'.repeat(1001)}`).error).toBe('tooLong')
  })

  it('normalises once for good: normalising a stored address changes nothing', () => {
    fc.assert(
      fc.property(typedAddress, (typed) => {
        const once = normaliseFrom(typed)
        if (once.from) expect(normaliseFrom(once.from)).toEqual(once)
      }),
    )
  })

  it('matches a request for its own address, however the request writes it', () => {
    fc.assert(
      fc.property(typedAddress, (typed) => {
        const { from } = normaliseFrom(typed)
        if (!from) return
        const map = new RedirectMap([{ id: 1, from, to: '/moi', status: 301 }])
        expect(map.find(from)?.id).toBe(1)
        expect(map.find(from.replace(/^\/([^?]*)/, (_, path: string) => `/${path.toUpperCase()}/`))?.id).toBe(1)
      }),
    )
  })
})

describe('normaliseTo', () => {
  const own = ['https://thuthuat.vn']

  it('keeps a path of ours as typed, and an address of ours as its path', () => {
    expect(normaliseTo('/Cach-Chup?x=1#a', own)).toEqual({ to: '/Cach-Chup?x=1#a' })
    expect(normaliseTo('cach-chup', own)).toEqual({ to: '/cach-chup' })
    expect(normaliseTo('https://thuthuat.vn/cach-chup?x=1', own)).toEqual({ to: '/cach-chup?x=1' })
    expect(normaliseTo('https://shopee.vn/san-pham', own)).toEqual({ to: 'https://shopee.vn/san-pham' })
  })

  it('refuses unsafe schemes, other sites over http, protocol-relative and empty addresses', () => {
    expect(normaliseTo('javascript:alert(1)', own).error).toBe('toUnsafe')
    expect(normaliseTo('data:text/html,<b>x</b>', own).error).toBe('toUnsafe')
    expect(normaliseTo('//evil.example/x', own).error).toBe('toUnsafe')
    expect(normaliseTo('/\\evil.example', own).error).toBe('toUnsafe')
    expect(normaliseTo('http://shopee.vn/x', own).error).toBe('toNotHttps')
    expect(normaliseTo('', own).error).toBe('toEmpty')
  })

  it('names the compared address of a path of ours, and none for another site', () => {
    expect(targetKey('/Moi/?b=2&a=1')).toBe('/moi?a=1&b=2')
    expect(targetKey('https://shopee.vn/x')).toBeNull()
  })
})
