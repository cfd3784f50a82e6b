import QRCode from 'qrcode'
import { escapeHtml } from '@/lib/html'

/** The side of a drawn QR code, in CSS pixels: large enough for a phone to read off a screen. */
const QR_SIZE = 240

/**
 * The QR code of `text` as an SVG element, to write into a page: error correction M, a 2-module quiet zone, 240 × 240,
 * and named for assistive technology by `label` (`role="img"`, `aria-label` and a `<title>`, escaped). The same text
 * and label always give the same SVG. Rejects, as `qrcode` does, text that is empty or too long for a QR code.
 */
export async function qrSvg(text: string, label: string): Promise<string> {
  const svg = await QRCode.toString(text, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 })
  // qrcode writes `<svg xmlns=… viewBox=… shape-rendering=…>`, without a size, then the drawing.
  const opening = /^<svg\b[^>]*/.exec(svg)
  if (!opening) throw new Error(`qrcode wrote something other than an SVG: ${svg.slice(0, 40)}`)
  const name = escapeHtml(label)
  const attributes = ` width="${QR_SIZE}" height="${QR_SIZE}" role="img" aria-label="${name}"`
  // `>` ends the opening tag (its attribute values hold none), and the title is the element's first child.
  return `${opening[0]}${attributes}><title>${name}</title>${svg.slice(opening[0].length + 1).trimEnd()}`
}
