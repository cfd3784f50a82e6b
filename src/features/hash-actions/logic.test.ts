import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { hashActionHref, lightboxRequest, parseHashAction, safeUrl } from './logic'

const origin = 'https://thuthuat.test/bai-viet'
const encode = (value: string) => btoa(String.fromCharCode(...new TextEncoder().encode(value)))
const hash = (settings: string, name = 'lightbox', prefix = 'thuthuat') =>
  `#${prefix}-action:action=${name}&settings=${encode(settings)}`

describe('parseHashAction', () => {
  it('reads the action and its JSON settings, also from imported elementor links and URI-encoded hashes', () => {
    const settings = { type: 'image', url: '/anh.png', title: 'Ảnh chụp màn hình' }
    expect(parseHashAction(hash(JSON.stringify(settings)))).toEqual({ name: 'lightbox', settings })
    expect(parseHashAction(hash(JSON.stringify(settings), 'lightbox', 'elementor'))).toEqual({
      name: 'lightbox',
      settings,
    })
    expect(parseHashAction(encodeURIComponent(hash(JSON.stringify(settings))))).toEqual({ name: 'lightbox', settings })
  })

  it('refuses anything malformed quietly', () => {
    for (const hostile of [
      '',
      '#',
      '#gioi-thieu',
      '#thuthuat-action:action=lightbox',
      '#thuthuat-action:action=lightbox&settings=%%%',
      '#thuthuat-action:action=lightbox&settings=!!!!',
      hash('{not json'),
      hash('{"type":"image"'),
      '#thuthuat-action:action=<img src=x onerror=alert(1)>&settings=e30=',
      '#other-action:action=lightbox&settings=e30=',
      `#thuthuat-action:action=lightbox&settings=${'A'.repeat(9_000)}`,
      '#thuthuat-action:action=lightbox&settings=/w==', // bytes that are not UTF-8
    ]) {
      expect(parseHashAction(hostile)).toBeNull()
    }
  })

  it('property: never throws, whatever the hash', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          fc.string().map((tail) => `#thuthuat-action:action=lightbox&settings=${tail}`),
        ),
        (value) => {
          expect(() => parseHashAction(value)).not.toThrow()
        },
      ),
    )
  })

  it('property: an action written by hashActionHref reads back the same settings', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (settings) => {
        const back = parseHashAction(hashActionHref('lightbox', settings))
        expect(back?.name).toBe('lightbox')
        expect(back?.settings).toEqual(JSON.parse(JSON.stringify(settings)))
      }),
    )
  })
})

describe('lightboxRequest', () => {
  it('opens images over http(s) or from this site, with their title and description', () => {
    expect(
      lightboxRequest({ type: 'image', url: '/api/media/file/a.png', title: 'Tựa', description: 'Mô tả' }, origin),
    ).toEqual({
      type: 'image',
      url: 'https://thuthuat.test/api/media/file/a.png',
      title: 'Tựa',
      description: 'Mô tả',
    })
    expect(lightboxRequest({ type: 'image', url: 'https://cdn.example.com/a.jpg' }, origin)).toMatchObject({
      url: 'https://cdn.example.com/a.jpg',
    })
  })

  it('opens YouTube in privacy mode, Vimeo and our own video files', () => {
    expect(
      lightboxRequest({ type: 'video', url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' }, origin),
    ).toMatchObject({
      kind: 'youtube',
      embedUrl: expect.stringMatching(/^https:\/\/www\.youtube-nocookie\.com\/embed\/dQw4w9WgXcQ\?/),
    })
    expect(lightboxRequest({ type: 'video', url: 'https://vimeo.com/76979871' }, origin)).toMatchObject({
      kind: 'vimeo',
    })
    expect(lightboxRequest({ type: 'video', url: '/api/media/file/huong-dan.mp4' }, origin)).toEqual({
      type: 'video',
      kind: 'file',
      embedUrl: '/api/media/file/huong-dan.mp4',
    })
    expect(lightboxRequest({ type: 'video', url: 'https://evil.example/x.mp4' }, origin)).toBeNull()
  })

  it('gathers a slideshow by its id', () => {
    expect(lightboxRequest({ type: 'slideshow', slideshow: 'bo-anh-1', url: '/b.png' }, origin)).toEqual({
      type: 'slideshow',
      slideshow: 'bo-anh-1',
      url: 'https://thuthuat.test/b.png',
    })
    expect(lightboxRequest({ type: 'slideshow' }, origin)).toBeNull()
  })

  it('refuses unsafe addresses and wrong shapes', () => {
    for (const url of [
      'javascript:alert(1)',
      ' JavaScript:alert(1)',
      'data:text/html,<script>x</script>',
      'vbscript:x',
      '//evil.example/a.png',
      'blob:https://thuthuat.test/x',
      '',
    ]) {
      expect(lightboxRequest({ type: 'image', url }, origin)).toBeNull()
      expect(lightboxRequest({ type: 'slideshow', slideshow: 'x', url }, origin)).toBeNull()
    }
    for (const settings of [
      null,
      'image',
      42,
      [],
      { type: 'iframe', url: '/a' },
      { type: 'image', url: 42 },
      { type: 'image', url: '/a', title: { toString: 1 } },
    ]) {
      expect(lightboxRequest(settings, origin)).toBeNull()
    }
  })

  it('property: whatever the settings, only http(s) addresses come out', () => {
    const url = fc.oneof(
      fc.string(),
      fc.webUrl(),
      fc.constantFrom('javascript:alert(1)', 'data:,x', '//x.y/z', '/ok.png'),
    )
    const settings = fc.record(
      { type: fc.constantFrom('image', 'video', 'slideshow', 'x'), url, slideshow: fc.string({ maxLength: 5 }) },
      { requiredKeys: [] },
    )
    fc.assert(
      fc.property(settings, (value) => {
        const request = lightboxRequest(value, origin)
        const out = request && ('url' in request ? request.url : 'embedUrl' in request ? request.embedUrl : undefined)
        if (out) expect(out).toMatch(/^(https?:\/\/|\/api\/media\/file\/)/)
      }),
    )
  })
})

describe('safeUrl', () => {
  it('keeps http(s) and this site, nothing else', () => {
    expect(safeUrl('/a.png', origin)).toBe('https://thuthuat.test/a.png')
    expect(safeUrl('http://example.com/a.png', origin)).toBe('http://example.com/a.png')
    expect(safeUrl('javascript:alert(1)', origin)).toBeNull()
    expect(safeUrl(undefined, origin)).toBeNull()
  })
})
