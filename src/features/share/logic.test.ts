import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  articleShareTargets,
  chosenShareTargets,
  defaultShareTargets,
  shareLabel,
  shareLink,
  shareNetworkInfo,
  shareNetworks,
  sharePageUrl,
  shareRows,
  shareTargetChoices,
  shareTargets,
  shareTitle,
} from './logic'

const data = {
  url: 'https://thuthuat.vn/cach-chup-man-hinh?a=1&b=2',
  title: 'Cách chụp & lưu',
  text: 'Mẹo "hay"',
  image: 'https://thuthuat.vn/api/media/file/a b.webp',
}

describe('shareLink', () => {
  it('builds each network URL with encoded values', () => {
    expect(shareLink('facebook', data)).toBe(
      'https://www.facebook.com/sharer.php?u=https%3A%2F%2Fthuthuat.vn%2Fcach-chup-man-hinh%3Fa%3D1%26b%3D2',
    )
    expect(shareLink('twitter', data)).toBe(
      `https://twitter.com/intent/tweet?text=M%E1%BA%B9o%20%22hay%22%20${encodeURIComponent(data.url)}`,
    )
    expect(shareLink('whatsapp', data)).toBe(
      `https://api.whatsapp.com/send?text=*C%C3%A1ch%20ch%E1%BB%A5p%20%26%20l%C6%B0u*%0AM%E1%BA%B9o%20%22hay%22%0A${encodeURIComponent(data.url)}`,
    )
    expect(shareLink('email', data)).toMatch(/^mailto:\?subject=C%C3%A1ch/)
    expect(shareLink('pinterest', data)).toContain('&media=https%3A%2F%2Fthuthuat.vn%2Fapi%2Fmedia%2Ffile%2Fa%20b.webp')
    expect(shareLink('print', data)).toBeNull()
    expect(shareLink('copy', data)).toBeNull()
    expect(shareLink('messenger', data)).toBe(`fb-messenger://share/?link=${encodeURIComponent(data.url)}`)
  })

  it("gives Zalo's share page the address as base64 JSON", () => {
    const link = new URL(shareLink('zalo', data)!)
    expect(link.origin + link.pathname).toBe('https://button-share.zalo.me/share_external')
    const payload = JSON.parse(
      new TextDecoder().decode(Uint8Array.from(atob(link.searchParams.get('d')!), (c) => c.charCodeAt(0))),
    )
    expect(payload).toEqual({ url: data.url })
    const vietnamese = new URL(shareLink('zalo', { ...data, url: 'https://thuthuat.vn/tìm-kiếm?s=pin' })!)
    expect(
      JSON.parse(
        new TextDecoder().decode(Uint8Array.from(atob(vietnamese.searchParams.get('d')!), (c) => c.charCodeAt(0))),
      ).url,
    ).toBe('https://thuthuat.vn/tìm-kiếm?s=pin')
  })

  it('covers the 18 networks, nine with counters', () => {
    expect(shareNetworks).toHaveLength(18)
    expect(shareNetworks.filter((network) => shareNetworkInfo[network].has_counter)).toEqual([
      'facebook',
      'linkedin',
      'pinterest',
      'reddit',
      'vk',
      'odnoklassniki',
      'stumbleupon',
      'pocket',
      'xing',
    ])
  })

  it('never lets a value break the query string', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (title, text) => {
        for (const network of shareTargets) {
          const link = shareLink(network, { ...data, title, text })
          if (!link) continue
          const query = link.slice(link.indexOf('?') + 1)
          expect(query).not.toMatch(/[\s"<>#]/)
          for (const pair of query.split('&'))
            expect(pair === '' || /^[\w%*.~'()!-]+(=[\w%*.~'()!-]*)?$/.test(pair)).toBe(true)
        }
      }),
    )
  })
})

describe('sharePageUrl', () => {
  it('prefers the configured share_url', () => {
    expect(sharePageUrl('https://a.vn/bai', ' https://khac.vn/x ')).toBe('https://khac.vn/x')
    expect(sharePageUrl('https://a.vn/bai', '   ')).toBe('https://a.vn/bai')
  })

  it('drops a u parameter that points to another host from the configured share_url too', () => {
    expect(sharePageUrl('https://a.vn/bai', 'https://khac.vn/x?u=https://evil.com/y&p=1')).toBe('https://khac.vn/x?p=1')
    expect(sharePageUrl('https://a.vn/bai', 'https://khac.vn/x?u=https://a.vn/bai')).toBe('https://khac.vn/x')
    expect(sharePageUrl('https://a.vn/bai', 'https://khac.vn/x?u=/y')).toBe('https://khac.vn/x?u=/y')
  })

  it('drops a u parameter that points to another host', () => {
    expect(sharePageUrl('https://a.vn/bai?u=https://evil.com/x&p=1')).toBe('https://a.vn/bai?p=1')
    expect(sharePageUrl('https://a.vn/bai?u=//evil.com/x')).toBe('https://a.vn/bai')
  })

  it('keeps a u parameter on the same host', () => {
    expect(sharePageUrl('https://a.vn/bai?u=https://a.vn/khac')).toBe('https://a.vn/bai?u=https://a.vn/khac')
    expect(sharePageUrl('https://a.vn/bai?u=/khac')).toBe('https://a.vn/bai?u=/khac')
  })
})

describe('shareLabel', () => {
  it("starts with the network's name, and every name is different", () => {
    for (const network of shareTargets.filter((network) => !['print', 'email', 'copy'].includes(network)))
      expect(shareLabel(network).startsWith(shareTitle(network)), network).toBe(true)
    expect(new Set(shareTargets.map(shareLabel)).size).toBe(shareTargets.length)
  })
})

describe('the default share bar', () => {
  it('shows what Vietnamese readers share with, then X, Telegram, e-mail and print; never the dead networks', () => {
    expect(defaultShareTargets).toEqual([
      'facebook',
      'zalo',
      'messenger',
      'copy',
      'twitter',
      'telegram',
      'email',
      'print',
    ])
    for (const dead of ['stumbleupon', 'skype', 'pocket'] as const)
      expect(chosenShareTargets(undefined)).not.toContain(dead)
  })

  it("offers editors every one of the spec's 18 networks, Zalo, Messenger and copy, each once, the defaults first", () => {
    expect([...shareTargetChoices].sort()).toEqual([...shareTargets].sort())
    expect(shareTargetChoices.slice(0, defaultShareTargets.length)).toEqual(defaultShareTargets)
    for (const network of shareNetworks) expect(shareTargetChoices).toContain(network)
  })
})

describe("chosenShareTargets (a widget's stored choice)", () => {
  it('shows the ticked targets, reads the older popular/all choice, and the default when nothing was saved', () => {
    expect(chosenShareTargets(['print', 'zalo', 'facebook', 'myspace'])).toEqual(['facebook', 'print', 'zalo'])
    expect(chosenShareTargets(['stumbleupon', 'skype', 'pocket'])).toEqual(['skype', 'stumbleupon', 'pocket'])
    expect(chosenShareTargets([])).toEqual([])
    expect(chosenShareTargets('all')).toEqual(shareTargets)
    expect(chosenShareTargets('popular')).toEqual(shareTargets.filter((target) => defaultShareTargets.includes(target)))
    expect(chosenShareTargets(undefined)).toEqual(chosenShareTargets('popular'))
    expect(chosenShareTargets(null)).toEqual(chosenShareTargets('popular'))
  })

  it('property: only known targets, each once, every ticked one kept', () => {
    const name = fc.oneof(fc.constantFrom(...shareTargets), fc.string())
    fc.assert(
      fc.property(fc.array(name, { maxLength: 30 }), (ticked) => {
        const shown = chosenShareTargets(ticked)
        expect(new Set(shown).size).toBe(shown.length)
        for (const target of shareTargets) expect(shown.includes(target)).toBe(ticked.includes(target))
      }),
    )
  })
})

describe("articleShareTargets (the site settings' choice)", () => {
  it('shows the default while nothing is chosen (settings saved before the choice existed), else the chosen ones', () => {
    for (const nothing of [undefined, null, [], ['myspace']])
      expect(articleShareTargets(nothing)).toEqual(chosenShareTargets(defaultShareTargets))
    expect(articleShareTargets(['pocket', 'facebook'])).toEqual(['facebook', 'pocket'])
  })
})

describe('shareRows', () => {
  it('puts the default targets in the row, in their order; no "Thêm" for the default bar', () => {
    expect(shareRows(chosenShareTargets(undefined))).toEqual({ row: defaultShareTargets, more: [] })
  })

  it('fills the row to eight with the chosen networks, the others behind "Thêm"', () => {
    expect(shareRows(['whatsapp', 'facebook', 'print'])).toEqual({ row: ['facebook', 'print', 'whatsapp'], more: [] })
    const { row, more } = shareRows(shareTargets)
    expect(row).toEqual(defaultShareTargets)
    expect(more).toEqual(shareNetworks.filter((network) => !defaultShareTargets.includes(network)))
  })

  it('property: every chosen target once, at most 8 in the row, the chosen default ones first', () => {
    fc.assert(
      fc.property(fc.subarray([...shareTargets]), (chosen) => {
        const { row, more } = shareRows(chosen)
        expect([...row, ...more].sort()).toEqual([...chosen].sort())
        expect(row.length).toBeLessThanOrEqual(8)
        expect(more.length > 0).toBe(chosen.length > 8)
        const defaults = chosen.filter((target) => defaultShareTargets.includes(target))
        expect([...row, ...more].slice(0, defaults.length)).toEqual(
          defaultShareTargets.filter((target) => defaults.includes(target)),
        )
      }),
    )
  })
})
