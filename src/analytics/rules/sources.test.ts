import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { SOURCES, visitSource } from './sources'

const site = 'https://thuthuatdienthoai.vn/'
const landing = 'https://thuthuatdienthoai.vn/cach-chup-man-hinh-iphone'

describe('visitSource', () => {
  it('names the search engines and networks Vietnamese readers come from', () => {
    const cases: [string, string][] = [
      ['https://www.google.com/', 'google'],
      ['https://www.google.com.vn/search?q=chup+man+hinh', 'google'],
      ['https://coccoc.com/search?query=pin', 'coccoc'],
      ['https://www.bing.com/', 'bing'],
      ['https://m.facebook.com/', 'facebook'],
      ['https://l.facebook.com/l.php?u=x', 'facebook'],
      ['https://chat.zalo.me/', 'zalo'],
      ['https://youtu.be/abc', 'youtube'],
      ['https://www.tiktok.com/@kenh', 'tiktok'],
    ]
    for (const [referrer, group] of cases) expect(visitSource(landing, referrer, site).group, referrer).toBe(group)
  })

  it('counts no referrer and the site itself as direct, any other site by its host', () => {
    expect(visitSource(landing, '', site)).toEqual({ group: 'direct', host: null, campaign: null })
    expect(visitSource(landing, null, site).group).toBe('direct')
    expect(visitSource(landing, 'https://www.thuthuatdienthoai.vn/', site).group).toBe('direct')
    expect(visitSource(landing, 'https://tinhte.vn/thread/1', site)).toEqual({
      group: 'other',
      host: 'tinhte.vn',
      campaign: null,
    })
    expect(visitSource(landing, 'https://notgoogle.com/', site).group).toBe('other')
    expect(visitSource(landing, 'không phải địa chỉ', site).group).toBe('direct')
  })

  it('takes the address’s utm_source ahead of the referrer, and its campaign', () => {
    const tagged = `${landing}?utm_source=Zalo&utm_medium=social&utm_campaign=black-friday`
    expect(visitSource(tagged, null, site)).toEqual({ group: 'zalo', host: null, campaign: 'black-friday' })
    expect(visitSource(`${landing}?utm_source=newsletter`, null, site)).toEqual({
      group: 'other',
      host: 'newsletter',
      campaign: null,
    })
    expect(visitSource(`${landing}?utm_source=newsletter`, 'https://www.google.com/', site).group).toBe('google')
  })

  it('always answers one of its groups, whatever it is given (property)', () => {
    fc.assert(
      fc.property(fc.oneof(fc.webUrl(), fc.string()), fc.oneof(fc.webUrl(), fc.string()), (address, referrer) => {
        expect(SOURCES).toContain(visitSource(address, referrer, site).group)
      }),
    )
  })
})
