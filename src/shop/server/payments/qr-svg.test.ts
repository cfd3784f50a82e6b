import fc from 'fast-check'
import QRCode from 'qrcode'
import { describe, expect, it } from 'vitest'
import { qrSvg } from './qr-svg'

/** A VietQR payload (see src/shop/rules/vietqr.ts): what these codes carry. */
const payload =
  '00020101021238570010A00000072701270006970436011300110012345670208QRIBFTTA530370454061990005802VN62120808TT0001236304D19B'
const label = 'Mã QR chuyển khoản cho đơn TT000123'

/** How many times `part` occurs in `text`. */
const occurrences = (text: string, part: string) => text.split(part).length - 1

describe('QR code SVGs', () => {
  it('are an SVG element of 240 × 240, named by its label, around qrcode’s drawing', async () => {
    const svg = await qrSvg(payload, label)
    expect(svg.startsWith('<svg')).toBe(true)
    expect(svg.endsWith('</svg>')).toBe(true)
    const opening = svg.slice(0, svg.indexOf('>') + 1)
    expect(opening).toContain('xmlns="http://www.w3.org/2000/svg"')
    expect(opening).toMatch(/ viewBox="0 0 \d+ \d+"/)
    expect(opening).toContain(' width="240" height="240" ')
    expect(opening).toContain(` role="img" aria-label="${label}"`)
    expect(svg.slice(opening.length)).toMatch(new RegExp(`^<title>${label}</title><path `))
    // The drawing is qrcode's own, untouched.
    const drawing = await QRCode.toString(payload, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 })
    expect(svg.slice(svg.indexOf('</title>') + '</title>'.length)).toBe(
      drawing.slice(drawing.indexOf('>') + 1).trimEnd(),
    )
  })

  it('escape the label in the attribute and in the title', async () => {
    const hostile = `"><script>alert('x')</script> & $& $1`
    const svg = await qrSvg(payload, hostile)
    const escaped = '&quot;&gt;&lt;script&gt;alert(&#x27;x&#x27;)&lt;/script&gt; &amp; $&amp; $1'
    expect(svg).toContain(`aria-label="${escaped}"`)
    expect(svg).toContain(`<title>${escaped}</title>`)
    expect(svg).not.toContain('<script')
    expect(svg).not.toContain(`'x'`)
  })

  it('add only their own markup, whatever the label', async () => {
    const plain = await qrSvg(payload, 'QR')
    await fc.assert(
      fc.asyncProperty(fc.string(), async (anyLabel) => {
        const svg = await qrSvg(payload, anyLabel)
        // The label brings no tag and no quote of its own: the markup is the plain one's, around the escaped label.
        expect(occurrences(svg, '<')).toBe(occurrences(plain, '<'))
        expect(occurrences(svg, '"')).toBe(occurrences(plain, '"'))
        expect(
          svg.replace(/aria-label="[^"]*"/, 'aria-label="QR"').replace(/<title>[^<]*<\/title>/, '<title>QR</title>'),
        ).toBe(plain)
      }),
      { numRuns: 50 },
    )
  })

  it('are the same for the same text and label, and differ for another text', async () => {
    const first = await qrSvg(payload, label)
    expect(await qrSvg(payload, label)).toBe(first)
    expect(await qrSvg(`${payload}0`, label)).not.toBe(first)
  })

  it('refuse text that no QR code holds', async () => {
    await expect(qrSvg('', label)).rejects.toThrow()
    await expect(qrSvg('A'.repeat(5000), label)).rejects.toThrow()
  })
})
