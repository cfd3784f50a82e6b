import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { wxr as words } from '@/i18n/wxr'
import { MAX_PHP_DEPTH, type PhpValue, unserializePhp } from './php-unserialize'

const utf8Bytes = (text: string) => new TextEncoder().encode(text).length

/** PHP's serialize() of a plain value: lists as arrays keyed 0…n-1, records as arrays keyed by their names. */
function serialize(value: PhpValue): string {
  if (value === null) return 'N;'
  if (typeof value === 'boolean') return `b:${value ? 1 : 0};`
  if (typeof value === 'number') return Number.isInteger(value) ? `i:${value};` : `d:${value};`
  if (typeof value === 'string') return `s:${utf8Bytes(value)}:"${value}";`
  const entries = Array.isArray(value)
    ? value.map((item, index) => `i:${index};${serialize(item)}`)
    : Object.entries(value).map(([key, item]) => `${serialize(key)}${serialize(item)}`)
  return `a:${entries.length}:{${entries.join('')}}`
}

/** Strings of any letters, Vietnamese and emoji among them, but never `";`, after which a repair may end them. */
const text = fc.string({ unit: 'grapheme', maxLength: 12 }).filter((value) => !value.includes('";'))
const phpValue = fc.letrec<{ value: PhpValue }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    fc.constant(null),
    fc.boolean(),
    fc.integer(),
    fc.double({ noNaN: true, noDefaultInfinity: true }).filter((n) => !Number.isInteger(n)),
    text,
    fc.array(tie('value'), { maxLength: 4 }),
    // A record with no field is an empty PHP array, which reads back as a list.
    fc.dictionary(text, tie('value'), { minKeys: 1, maxKeys: 4 }),
  ),
})).value

describe('unserializePhp', () => {
  it('reads back what PHP serialized', () => {
    fc.assert(
      fc.property(phpValue, (value) => {
        expect(unserializePhp(serialize(value))).toEqual({ ok: true, value, repaired: 0 })
      }),
    )
  })

  it('reads strings whose declared lengths a search-replace left wrong, and counts them', () => {
    fc.assert(
      fc.property(phpValue, fc.integer({ min: 1, max: 60 }), (value, shift) => {
        const serialized = serialize(value)
        let broken = 0
        // Too short, or so long that no `";` there can pass for the string's end.
        const wrong = serialized.replace(/s:(\d+):"/g, (_, length: string) => {
          broken++
          const declared = broken % 2 ? Number(length) + 100_000 : Math.max(0, Number(length) - shift)
          return `s:${declared}:"`
        })
        const read = unserializePhp(wrong)
        expect(read).toEqual({ ok: true, value, repaired: expect.any(Number) as number })
        if (read.ok) expect(read.repaired).toBeLessThanOrEqual(broken)
      }),
    )
  })

  it('counts lengths in UTF-8 bytes, as PHP does', () => {
    expect(unserializePhp('a:1:{s:7:"caption";s:29:"Màn hình khoá của iPhone";}')).toEqual({
      ok: true,
      value: { caption: 'Màn hình khoá của iPhone' },
      repaired: 0,
    })
  })

  it('repairs a URL lengthened by a search-replace, even beside a string holding a quote and a semicolon', () => {
    const settings =
      'a:2:{s:16:"background_image";a:2:{s:3:"url";s:44:"https://thuthuat.example/wp-content/uploads/nen.jpg";' +
      's:2:"id";i:31;}s:10:"custom_css";s:41:"selector h1 { content: "Thủ Thuật"; }";}'
    expect(unserializePhp(settings)).toEqual({
      ok: true,
      value: {
        background_image: { url: 'https://thuthuat.example/wp-content/uploads/nen.jpg', id: 31 },
        custom_css: 'selector h1 { content: "Thủ Thuật"; }',
      },
      repaired: 1,
    })
  })

  it('reads WooCommerce product attributes and a menu item’s classes', () => {
    const attributes =
      'a:1:{s:10:"pa_mau-sac";a:6:{s:4:"name";s:10:"pa_mau-sac";s:5:"value";s:0:"";s:8:"position";i:0;' +
      's:10:"is_visible";i:1;s:12:"is_variation";i:1;s:11:"is_taxonomy";i:1;}}'
    expect(unserializePhp(attributes)).toMatchObject({
      ok: true,
      value: { 'pa_mau-sac': { name: 'pa_mau-sac', value: '', position: 0, is_variation: 1 } },
    })
    expect(unserializePhp('a:1:{i:0;s:11:"nut-lien-he";}')).toEqual({ ok: true, value: ['nut-lien-he'], repaired: 0 })
  })

  it('keeps arrays with other keys as records, floats, infinities, booleans and null', () => {
    expect(unserializePhp('a:2:{i:1;s:1:"a";i:2;s:1:"b";}')).toMatchObject({ value: { 1: 'a', 2: 'b' } })
    expect(unserializePhp('a:3:{i:0;d:0.5;i:1;d:-INF;i:2;b:0;}')).toMatchObject({ value: [0.5, -Infinity, false] })
    expect(unserializePhp('N;')).toEqual({ ok: true, value: null, repaired: 0 })
  })

  it('reads objects as records, with private and protected properties by their names', () => {
    expect(unserializePhp('O:8:"stdClass":2:{s:1:"a";i:1;s:4:"\0*\0b";s:2:"hi";}')).toEqual({
      ok: true,
      value: { a: 1, b: 'hi' },
      repaired: 0,
    })
  })

  it('leaves references out, as null', () => {
    expect(unserializePhp('a:2:{i:0;a:0:{}i:1;r:2;}')).toMatchObject({ value: [[], null] })
  })

  it('never lets a key reach the prototype', () => {
    const read = unserializePhp('a:1:{s:9:"__proto__";a:1:{s:5:"admin";b:1;}}')
    expect(read.ok && Object.getPrototypeOf(read.value)).toBe(Object.prototype)
    expect(read).toMatchObject({ value: { ['__proto__']: { admin: true } } })
  })

  it('refuses what is not serialized, cut short, nested too deep or followed by more', () => {
    expect(unserializePhp('builder')).toEqual({ ok: false, error: words.php.notSerialized })
    expect(unserializePhp('{"a":1}')).toEqual({ ok: false, error: words.php.notSerialized })
    expect(unserializePhp('a:2:{i:0;s:1:"a";')).toEqual({ ok: false, error: words.php.unexpectedEnd })
    expect(unserializePhp('s:3:"abc";i:1;')).toEqual({ ok: false, error: words.php.trailing(10) })
    expect(unserializePhp('a:1:{i:0;x:1;}')).toEqual({ ok: false, error: words.php.badToken(9) })
    const deep = 'a:1:{i:0;'.repeat(MAX_PHP_DEPTH + 1) + 'N;' + '}'.repeat(MAX_PHP_DEPTH + 1)
    expect(unserializePhp(deep)).toEqual({ ok: false, error: words.php.tooDeep(MAX_PHP_DEPTH) })
    const deepest = 'a:1:{i:0;'.repeat(MAX_PHP_DEPTH) + 'N;' + '}'.repeat(MAX_PHP_DEPTH)
    expect(unserializePhp(deepest).ok).toBe(true)
  })
})
