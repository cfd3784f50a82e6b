/** What photos and the camera viewfinder show: simple drawn scenes that fill a rectangle. */
import { createRandom } from '../random'
import { num, type IdFactory } from '../svg'
import { drawText } from '../text'
import type { Rect } from './layout'

function gradient(id: string, from: string, to: string): string {
  return `<defs><linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>`
}

/** Points given as shares of the rectangle, joined into a closed polygon path. */
function polygon(r: Rect, points: [number, number][]): string {
  return `M${points.map(([x, y]) => `${num(r.x + x * r.width)} ${num(r.y + y * r.height)}`).join(' L')} Z`
}

/** Sky, sun, mountains, hills and a lone tree whose crown sits where the right and lower thirds cross. */
export function drawLandscape(r: Rect, id: IdFactory): string {
  const sky = id('sky')
  const treeX = r.x + r.width * (2 / 3)
  const ground = r.y + r.height * 0.83
  return (
    gradient(sky, '#7fb6f0', '#fcd9b8') +
    `<rect x="${num(r.x)}" y="${num(r.y)}" width="${num(r.width)}" height="${num(r.height)}" fill="url(#${sky})"/>` +
    `<circle cx="${num(r.x + r.width * 0.25)}" cy="${num(r.y + r.height * 0.36)}" r="${num(r.width * 0.07)}" fill="#fff3c4"/>` +
    `<path d="${polygon(r, [
      [0, 0.62],
      [0.18, 0.4],
      [0.34, 0.55],
      [0.52, 0.33],
      [0.74, 0.56],
      [0.9, 0.44],
      [1, 0.52],
      [1, 0.75],
      [0, 0.75],
    ])}" fill="#7f9cc4"/>` +
    `<path d="${polygon(r, [
      [0, 0.7],
      [0.3, 0.62],
      [0.6, 0.7],
      [1, 0.64],
      [1, 1],
      [0, 1],
    ])}" fill="#5f9a6a"/>` +
    `<path d="${polygon(r, [
      [0, 0.86],
      [0.45, 0.8],
      [1, 0.88],
      [1, 1],
      [0, 1],
    ])}" fill="#4c8159"/>` +
    `<rect x="${num(treeX - 4)}" y="${num(ground - r.height * 0.12)}" width="8" height="${num(r.height * 0.14)}" fill="#5b4636"/>` +
    `<circle cx="${num(treeX)}" cy="${num(ground - r.height * 0.17)}" r="${num(r.width * 0.075)}" fill="#3f7a4a"/>` +
    `<circle cx="${num(treeX - r.width * 0.045)}" cy="${num(ground - r.height * 0.12)}" r="${num(r.width * 0.05)}" fill="#468656"/>`
  )
}

/** A city at night: dark sky with stars and a moon, towers with lit windows. */
export function drawNightCity(r: Rect, id: IdFactory): string {
  const sky = id('night')
  const random = createRandom('night-city')
  const stars = Array.from({ length: 26 }, () => {
    const x = r.x + random.next() * r.width
    const y = r.y + random.next() * r.height * 0.45
    return `<circle cx="${num(x)}" cy="${num(y)}" r="${num(random.range(0.8, 1.8))}" fill="#ffffff" fill-opacity="${num(random.range(0.4, 0.9))}"/>`
  }).join('')
  const towers = [0, 0.13, 0.24, 0.4, 0.55, 0.68, 0.82]
    .map((start, index) => {
      const towerWidth = r.width * random.range(0.1, 0.15)
      const top = r.y + r.height * random.range(0.45, 0.68)
      const x = r.x + start * r.width
      const windows = Array.from({ length: 10 }, () => {
        if (!random.chance(0.45)) return ''
        const wx = x + 5 + random.next() * (towerWidth - 14)
        const wy = top + 8 + random.next() * (r.y + r.height - top - 16)
        return `<rect x="${num(wx)}" y="${num(wy)}" width="5" height="6" fill="#ffd36b" fill-opacity="0.9"/>`
      }).join('')
      return (
        `<rect x="${num(x)}" y="${num(top)}" width="${num(towerWidth)}" height="${num(r.y + r.height - top)}" fill="${index % 2 ? '#1c2240' : '#232a4d'}"/>` +
        windows
      )
    })
    .join('')
  return (
    gradient(sky, '#070b1f', '#2a3566') +
    `<rect x="${num(r.x)}" y="${num(r.y)}" width="${num(r.width)}" height="${num(r.height)}" fill="url(#${sky})"/>` +
    stars +
    `<circle cx="${num(r.x + r.width * 0.78)}" cy="${num(r.y + r.height * 0.2)}" r="${num(r.width * 0.05)}" fill="#f4ecd0"/>` +
    towers
  )
}

/** A cat sitting on a wooden floor before a warm wall; `lifted` adds the glowing outline of a subject lifted from its background. */
export function drawPet(r: Rect, id: IdFactory, lifted: boolean): string {
  const wall = id('wall')
  const cx = r.x + r.width * 0.5
  const base = r.y + r.height * 0.86
  const s = r.width / 300
  const body =
    `<ellipse cx="${num(cx)}" cy="${num(base - 62 * s)}" rx="${num(62 * s)}" ry="${num(70 * s)}"/>` +
    `<circle cx="${num(cx)}" cy="${num(base - 150 * s)}" r="${num(44 * s)}"/>` +
    `<path d="M${num(cx - 40 * s)} ${num(base - 170 * s)} L${num(cx - 34 * s)} ${num(base - 212 * s)} L${num(cx - 8 * s)} ${num(base - 188 * s)} Z M${num(cx + 40 * s)} ${num(base - 170 * s)} L${num(cx + 34 * s)} ${num(base - 212 * s)} L${num(cx + 8 * s)} ${num(base - 188 * s)} Z"/>` +
    `<path d="M${num(cx + 55 * s)} ${num(base - 20 * s)} C${num(cx + 120 * s)} ${num(base - 10 * s)} ${num(cx + 120 * s)} ${num(base - 90 * s)} ${num(cx + 95 * s)} ${num(base - 110 * s)}" fill="none" stroke-width="${num(16 * s)}" stroke-linecap="round"/>`
  const glow = lifted
    ? `<g fill="#ffffff" stroke="#ffffff" stroke-width="${num(10 * s)}" stroke-linejoin="round" opacity="0.85">${body}</g>`
    : ''
  const face =
    `<circle cx="${num(cx - 16 * s)}" cy="${num(base - 155 * s)}" r="${num(5 * s)}" fill="#2b2118"/>` +
    `<circle cx="${num(cx + 16 * s)}" cy="${num(base - 155 * s)}" r="${num(5 * s)}" fill="#2b2118"/>` +
    `<path d="M${num(cx - 6 * s)} ${num(base - 140 * s)} L${num(cx + 6 * s)} ${num(base - 140 * s)} L${num(cx)} ${num(base - 133 * s)} Z" fill="#c9655a"/>`
  return (
    gradient(wall, '#f6e4cf', '#e9c9a6') +
    `<rect x="${num(r.x)}" y="${num(r.y)}" width="${num(r.width)}" height="${num(r.height)}" fill="url(#${wall})"/>` +
    `<rect x="${num(r.x)}" y="${num(base - 20 * s)}" width="${num(r.width)}" height="${num(r.y + r.height - base + 20 * s)}" fill="#b9875a"/>` +
    (lifted
      ? `<rect x="${num(r.x)}" y="${num(r.y)}" width="${num(r.width)}" height="${num(r.height)}" fill="#000000" fill-opacity="0.25"/>`
      : '') +
    glow +
    `<g fill="#e39a4f" stroke="#e39a4f">${body}</g>` +
    face
  )
}

/** A shop receipt on a dark table; `selected` marks the total line as selected text, with its two handles. */
export function drawReceipt(r: Rect, selected: boolean): string {
  const paper = { x: r.x + r.width * 0.12, y: r.y + r.height * 0.08, width: r.width * 0.76, height: r.height * 0.84 }
  const left = paper.x + 14
  const right = paper.x + paper.width - 14
  const ink = '#2d2a26'
  const lines: [string, string][] = [
    ['Cà phê sữa đá', '29.000'],
    ['Bánh mì thịt', '25.000'],
    ['Nước suối', '8.000'],
  ]
  let y = paper.y + 34
  let svg = `<rect x="${num(r.x)}" y="${num(r.y)}" width="${num(r.width)}" height="${num(r.height)}" fill="#3b3530"/>`
  svg += `<rect x="${num(paper.x)}" y="${num(paper.y)}" width="${num(paper.width)}" height="${num(paper.height)}" rx="3" fill="#fbfaf6"/>`
  svg += drawText('CỬA HÀNG AN AN', paper.x + paper.width / 2, y, {
    size: 15,
    weight: 700,
    color: ink,
    anchor: 'middle',
  })
  y += 22
  svg += drawText('12/10/2026  18:42', paper.x + paper.width / 2, y, { size: 12, color: ink, anchor: 'middle' })
  y += 14
  svg += `<rect x="${num(left)}" y="${num(y)}" width="${num(right - left)}" height="1" fill="${ink}" fill-opacity="0.4"/>`
  for (const [item, price] of lines) {
    y += 24
    svg +=
      drawText(item, left, y, { size: 13, color: ink }) +
      drawText(price, right, y, { size: 13, color: ink, anchor: 'end' })
  }
  y += 14
  svg += `<rect x="${num(left)}" y="${num(y)}" width="${num(right - left)}" height="1" fill="${ink}" fill-opacity="0.4"/>`
  y += 26
  if (selected) {
    svg += `<rect x="${num(left - 3)}" y="${num(y - 17)}" width="${num(right - left + 6)}" height="23" fill="#3478f6" fill-opacity="0.3"/>`
    svg += `<rect x="${num(left - 4.5)}" y="${num(y - 19)}" width="3" height="27" fill="#3478f6"/><circle cx="${num(left - 3)}" cy="${num(y - 21)}" r="5" fill="#3478f6"/>`
    svg += `<rect x="${num(right + 1.5)}" y="${num(y - 19)}" width="3" height="27" fill="#3478f6"/><circle cx="${num(right + 3)}" cy="${num(y + 10)}" r="5" fill="#3478f6"/>`
  }
  svg +=
    drawText('TỔNG CỘNG', left, y, { size: 14, weight: 700, color: ink }) +
    drawText('62.000', right, y, { size: 14, weight: 700, color: ink, anchor: 'end' })
  y += 30
  svg += drawText('Cảm ơn quý khách!', paper.x + paper.width / 2, y, { size: 12, color: ink, anchor: 'middle' })
  return svg
}

/** A QR code of `modules`×`modules` squares: three finder patterns and a fixed pseudo-random pattern. */
export function drawQrCode(x: number, y: number, size: number, seed: string, color = '#111111'): string {
  const modules = 25
  const cell = size / modules
  const random = createRandom(seed)
  const finder = (column: number, row: number): boolean => {
    for (const [fx, fy] of [
      [0, 0],
      [modules - 7, 0],
      [0, modules - 7],
    ] as const) {
      if (column >= fx - 1 && column <= fx + 7 && row >= fy - 1 && row <= fy + 7) return true
    }
    return false
  }
  let cells = ''
  for (let row = 0; row < modules; row++) {
    for (let column = 0; column < modules; column++) {
      if (!finder(column, row) && random.chance(0.5))
        cells += `M${num(x + column * cell)} ${num(y + row * cell)}h${num(cell)}v${num(cell)}h${num(-cell)}Z`
    }
  }
  const finders = [
    [0, 0],
    [modules - 7, 0],
    [0, modules - 7],
  ]
    .map(([column, row]) => {
      const fx = x + column * cell
      const fy = y + row * cell
      return (
        `<rect x="${num(fx + cell / 2)}" y="${num(fy + cell / 2)}" width="${num(cell * 6)}" height="${num(cell * 6)}" fill="none" stroke="${color}" stroke-width="${num(cell)}"/>` +
        `<rect x="${num(fx + cell * 2)}" y="${num(fy + cell * 2)}" width="${num(cell * 3)}" height="${num(cell * 3)}" fill="${color}"/>`
      )
    })
    .join('')
  return `<path d="${cells}" fill="${color}"/>` + finders
}

/** A QR code printed on a poster on a wall. */
export function drawQrPoster(r: Rect): string {
  const poster = { width: r.width * 0.62, height: r.height * 0.7 }
  const px = r.x + (r.width - poster.width) / 2
  const py = r.y + (r.height - poster.height) / 2
  const code = poster.width * 0.72
  return (
    `<rect x="${num(r.x)}" y="${num(r.y)}" width="${num(r.width)}" height="${num(r.height)}" fill="#c9c2b8"/>` +
    `<rect x="${num(px)}" y="${num(py)}" width="${num(poster.width)}" height="${num(poster.height)}" rx="6" fill="#ffffff"/>` +
    `<rect x="${num(px)}" y="${num(py)}" width="${num(poster.width)}" height="34" rx="6" fill="#d9342b"/>` +
    drawText('QUÉT MÃ ĐỂ TRA CỨU', px + poster.width / 2, py + 23, {
      size: 12.5,
      weight: 700,
      color: '#ffffff',
      anchor: 'middle',
    }) +
    drawQrCode(px + (poster.width - code) / 2, py + 48, code, 'poster')
  )
}

/** A business card lying on a desk; `bracketed` adds the yellow corners of recognised text. */
export function drawBusinessCard(r: Rect, bracketed: boolean): string {
  const card = { x: r.x + r.width * 0.08, y: r.y + r.height * 0.3, width: r.width * 0.84, height: r.height * 0.42 }
  const ink = '#1f2a44'
  let svg =
    `<rect x="${num(r.x)}" y="${num(r.y)}" width="${num(r.width)}" height="${num(r.height)}" fill="#8a6a4e"/>` +
    `<rect x="${num(card.x)}" y="${num(card.y)}" width="${num(card.width)}" height="${num(card.height)}" rx="6" fill="#fdfcf8"/>` +
    `<rect x="${num(card.x)}" y="${num(card.y)}" width="8" height="${num(card.height)}" rx="3" fill="#1f6feb"/>` +
    drawText('Nguyễn Minh An', card.x + 24, card.y + 38, { size: 19, weight: 700, color: ink }) +
    drawText('Kỹ sư phần mềm', card.x + 24, card.y + 60, { size: 13, color: ink }) +
    drawText('0912 345 678', card.x + 24, card.y + card.height - 42, { size: 14, weight: 500, color: ink }) +
    drawText('an.nguyen@example.vn', card.x + 24, card.y + card.height - 20, { size: 14, weight: 500, color: ink })
  if (bracketed) {
    const box = { x: card.x + 14, y: card.y + 14, width: card.width - 28, height: card.height - 26 }
    const arm = 16
    const corners = [
      `M${num(box.x)} ${num(box.y + arm)} V${num(box.y)} H${num(box.x + arm)}`,
      `M${num(box.x + box.width - arm)} ${num(box.y)} H${num(box.x + box.width)} V${num(box.y + arm)}`,
      `M${num(box.x + box.width)} ${num(box.y + box.height - arm)} V${num(box.y + box.height)} H${num(box.x + box.width - arm)}`,
      `M${num(box.x + arm)} ${num(box.y + box.height)} H${num(box.x)} V${num(box.y + box.height - arm)}`,
    ]
    svg += `<path d="${corners.join(' ')}" fill="none" stroke="#ffd60a" stroke-width="4" stroke-linecap="round" stroke-linejoin="round"/>`
  }
  return svg
}

/** A street map: blocks, a park, a river and roads. */
export function drawMap(r: Rect): string {
  const roads = [
    `M${num(r.x)} ${num(r.y + r.height * 0.3)} L${num(r.x + r.width)} ${num(r.y + r.height * 0.22)}`,
    `M${num(r.x)} ${num(r.y + r.height * 0.62)} L${num(r.x + r.width)} ${num(r.y + r.height * 0.7)}`,
    `M${num(r.x + r.width * 0.3)} ${num(r.y)} L${num(r.x + r.width * 0.36)} ${num(r.y + r.height)}`,
    `M${num(r.x + r.width * 0.72)} ${num(r.y)} L${num(r.x + r.width * 0.66)} ${num(r.y + r.height)}`,
  ]
  return (
    `<rect x="${num(r.x)}" y="${num(r.y)}" width="${num(r.width)}" height="${num(r.height)}" fill="#f1ede4"/>` +
    `<path d="${polygon(r, [
      [0.4, 0.3],
      [0.62, 0.28],
      [0.6, 0.6],
      [0.42, 0.6],
    ])}" fill="#c8e6b8"/>` +
    `<path d="M${num(r.x)} ${num(r.y + r.height * 0.85)} C${num(r.x + r.width * 0.3)} ${num(r.y + r.height * 0.75)} ${num(r.x + r.width * 0.6)} ${num(r.y + r.height * 0.95)} ${num(r.x + r.width)} ${num(r.y + r.height * 0.82)}" fill="none" stroke="#a9d3f5" stroke-width="26"/>` +
    `<path d="${roads.join(' ')}" fill="none" stroke="#ffffff" stroke-width="11"/>` +
    `<path d="${roads.join(' ')}" fill="none" stroke="#e3dccd" stroke-width="1"/>`
  )
}
