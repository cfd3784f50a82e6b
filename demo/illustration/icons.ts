import type { ImageTopic } from '../types'
import { mix, white } from './color'
import { arcPath, num, polar } from './svg'

/**
 * The four colours of a flat two-tone icon:
 * `main` for the body, `soft` for secondary parts, `detail` for cut-outs drawn on top of `main`,
 * `highlight` for the single pop of colour.
 */
export interface IconPaint {
  main: string
  soft: string
  detail: string
  highlight: string
}

/** The full-colour look, for icons on a light surface. */
export function colorPaint(accent: string, highlight: string): IconPaint {
  return { main: accent, soft: mix(accent, white, 0.6), detail: white, highlight }
}

/** The white look, for icons on a coloured tile. */
export function tilePaint(tile: string): IconPaint {
  return { main: white, soft: mix(tile, white, 0.55), detail: tile, highlight: white }
}

/** Draws an icon from a 100×100 box: each topic below is designed on that grid. */
type IconDrawer = (paint: IconPaint) => string

function stroke(color: string, width: number): string {
  return `fill="none" stroke="${color}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round"`
}

/** A clockwise arc ending in an arrowhead. */
function arcArrow(radius: number, startDegrees: number, endDegrees: number, color: string, width: number): string {
  const [x, y] = polar(50, 50, radius, endDegrees)
  const radians = (endDegrees * Math.PI) / 180
  const tangent: [number, number] = [-Math.sin(radians), Math.cos(radians)]
  const normal: [number, number] = [Math.cos(radians), Math.sin(radians)]
  const size = width * 1.3
  const corners: [number, number][] = [
    [x + tangent[0] * size * 1.1, y + tangent[1] * size * 1.1],
    [x + normal[0] * size, y + normal[1] * size],
    [x - normal[0] * size, y - normal[1] * size],
  ]
  const head = corners.map(([cornerX, cornerY]) => `${num(cornerX)} ${num(cornerY)}`).join(' L')
  return `<path d="${arcPath(50, 50, radius, startDegrees, endDegrees)}" ${stroke(color, width)}/><path d="M${head} Z" fill="${color}" stroke="${color}" stroke-width="2" stroke-linejoin="round"/>`
}

/** A gear outline with `teeth` teeth, as one closed path. */
function gearPath(teeth: number, outerRadius: number, rootRadius: number): string {
  const step = 360 / teeth
  const points: string[] = []
  for (let tooth = 0; tooth < teeth; tooth++) {
    const angle = tooth * step - 90
    const rootStart = polar(50, 50, rootRadius, angle - step * 0.3)
    const tipStart = polar(50, 50, outerRadius, angle - step * 0.18)
    const tipEnd = polar(50, 50, outerRadius, angle + step * 0.18)
    const rootEnd = polar(50, 50, rootRadius, angle + step * 0.3)
    const nextRoot = polar(50, 50, rootRadius, angle + step * 0.7)
    points.push(
      `${tooth === 0 ? 'M' : 'L'}${num(rootStart[0])} ${num(rootStart[1])}`,
      `L${num(tipStart[0])} ${num(tipStart[1])}`,
      `A${outerRadius} ${outerRadius} 0 0 1 ${num(tipEnd[0])} ${num(tipEnd[1])}`,
      `L${num(rootEnd[0])} ${num(rootEnd[1])}`,
      `A${rootRadius} ${rootRadius} 0 0 1 ${num(nextRoot[0])} ${num(nextRoot[1])}`,
    )
  }
  return `${points.join(' ')} Z`
}

function batteryShell(paint: IconPaint): string {
  return `<rect x="10" y="28" width="72" height="44" rx="11" ${stroke(paint.main, 7)}/><rect x="84" y="41" width="8" height="18" rx="3" fill="${paint.main}"/>`
}

/** A check mark in a 100×100 box. */
export function checkPath(color: string, width: number): string {
  return `<path d="M28 52 L43 66 L72 36" ${stroke(color, width)}/>`
}

/** Cells of the QR pattern outside the three finder squares, on a 9×9 grid of 10-unit cells. */
const qrCells: readonly (readonly [number, number])[] = [
  [4, 0],
  [4, 2],
  [3, 3],
  [5, 3],
  [4, 4],
  [6, 4],
  [8, 4],
  [0, 4],
  [2, 4],
  [3, 5],
  [5, 5],
  [7, 5],
  [4, 6],
  [6, 6],
  [8, 6],
  [5, 7],
  [7, 7],
  [4, 8],
  [6, 8],
  [8, 8],
  [3, 7],
]

const icons: Record<ImageTopic, IconDrawer> = {
  screenshot: (p) =>
    `<rect x="26" y="26" width="48" height="48" rx="8" fill="${p.soft}"/>` +
    `<circle cx="60" cy="39" r="5.5" fill="${p.highlight}"/>` +
    `<path d="M33 67 L45 50 L53 60 L59 53 L68 67 Z" fill="${p.main}" stroke="${p.main}" stroke-width="3" stroke-linejoin="round"/>` +
    `<path d="M12 32 V20 A8 8 0 0 1 20 12 H32 M68 12 H80 A8 8 0 0 1 88 20 V32 M88 68 V80 A8 8 0 0 1 80 88 H68 M32 88 H20 A8 8 0 0 1 12 80 V68" ${stroke(p.main, 8)}/>`,

  'screen-record': (p) =>
    `<circle cx="50" cy="50" r="40" ${stroke(p.soft, 8)}/>` +
    `<path d="${arcPath(50, 50, 40, -90, 160)}" ${stroke(p.main, 8)}/>` +
    `<circle cx="50" cy="50" r="20" fill="${p.highlight}"/>`,

  battery: (p) =>
    batteryShell(p) +
    `<rect x="19" y="37" width="16" height="26" rx="4" fill="${p.main}"/>` +
    `<rect x="39" y="37" width="16" height="26" rx="4" fill="${p.main}"/>` +
    `<rect x="59" y="37" width="16" height="26" rx="4" fill="${p.soft}"/>`,

  charging: (p) => {
    const bolt = 'M54 16 L30 54 H47 L41 84 L67 44 H50 Z'
    return (
      batteryShell(p) +
      `<rect x="19" y="37" width="22" height="26" rx="4" fill="${p.soft}"/>` +
      `<path d="${bolt}" fill="${p.detail}" stroke="${p.detail}" stroke-width="9" stroke-linejoin="round"/>` +
      `<path d="${bolt}" fill="${p.highlight}" stroke="${p.highlight}" stroke-width="2" stroke-linejoin="round"/>`
    )
  },

  camera: (p) =>
    `<path d="M35 28 L40 17 H60 L65 28 Z" fill="${p.main}" stroke="${p.main}" stroke-width="4" stroke-linejoin="round"/>` +
    `<rect x="8" y="26" width="84" height="58" rx="14" fill="${p.main}"/>` +
    `<circle cx="50" cy="55" r="21" fill="${p.detail}"/>` +
    `<circle cx="50" cy="55" r="15" fill="${p.soft}"/>` +
    `<circle cx="50" cy="55" r="7" fill="${p.main}"/>` +
    `<circle cx="45" cy="50" r="3" fill="${p.detail}"/>` +
    `<circle cx="79" cy="38" r="4.5" fill="${p.highlight}"/>` +
    `<rect x="17" y="35" width="12" height="5" rx="2.5" fill="${p.soft}"/>`,

  photo: (p) =>
    `<rect x="20" y="8" width="72" height="60" rx="10" fill="${p.soft}" transform="rotate(8 56 38)"/>` +
    `<rect x="8" y="26" width="74" height="62" rx="10" fill="${p.main}"/>` +
    `<rect x="14" y="32" width="62" height="50" rx="6" fill="${p.detail}"/>` +
    `<circle cx="60" cy="46" r="6.5" fill="${p.highlight}"/>` +
    `<path d="M20 76 L36 54 L47 67 L54 59 L70 76 Z" fill="${p.main}" stroke="${p.main}" stroke-width="3" stroke-linejoin="round"/>`,

  security: (p) =>
    `<path d="M50 8 L84 20 V46 C84 68 70 84 50 92 C30 84 16 68 16 46 V20 Z" fill="${p.main}" stroke="${p.main}" stroke-width="4" stroke-linejoin="round"/>` +
    `<path d="M50 8 L84 20 V46 C84 68 70 84 50 92 Z" fill="${p.detail}" fill-opacity="0.16"/>` +
    `<path d="M34 50 L45 61 L66 39" ${stroke(p.detail, 8)}/>`,

  lock: (p) =>
    `<path d="M32 44 V32 A18 18 0 0 1 68 32 V44" ${stroke(p.soft, 9)}/>` +
    `<rect x="18" y="42" width="64" height="48" rx="12" fill="${p.main}"/>` +
    `<circle cx="50" cy="62" r="7" fill="${p.detail}"/>` +
    `<rect x="46.5" y="63" width="7" height="14" rx="3.5" fill="${p.detail}"/>`,

  backup: (p) =>
    arcArrow(40, 200, 320, p.main, 7) +
    arcArrow(40, 20, 140, p.main, 7) +
    `<path d="M33 38 V62 A17 6.5 0 0 0 67 62 V38 Z" fill="${p.main}"/>` +
    `<path d="M33 50 A17 6.5 0 0 0 67 50" ${stroke(p.detail, 3)}/>` +
    `<ellipse cx="50" cy="38" rx="17" ry="6.5" fill="${p.soft}"/>`,

  cloud: (p) =>
    `<g fill="${p.main}"><circle cx="31" cy="60" r="17"/><circle cx="52" cy="46" r="24"/><circle cx="72" cy="61" r="16"/><rect x="31" y="56" width="41" height="21"/></g>` +
    `<path d="M51 70 V48 M42 56 L51 47 L60 56" ${stroke(p.detail, 6)}/>`,

  wifi: (p) =>
    `<path d="${arcPath(50, 76, 48, 225, 315)}" ${stroke(p.soft, 10)}/>` +
    `<path d="${arcPath(50, 76, 32, 225, 315)}" ${stroke(p.main, 10)}/>` +
    `<path d="${arcPath(50, 76, 16, 225, 315)}" ${stroke(p.main, 10)}/>` +
    `<circle cx="50" cy="76" r="6.5" fill="${p.main}"/>`,

  'mobile-data': (p) =>
    `<rect x="8" y="68" width="8" height="16" rx="3" fill="${p.main}"/>` +
    `<rect x="20" y="56" width="8" height="28" rx="3" fill="${p.main}"/>` +
    `<rect x="32" y="44" width="8" height="40" rx="3" fill="${p.main}"/>` +
    `<rect x="44" y="32" width="8" height="52" rx="3" fill="${p.soft}"/>` +
    `<path d="M68 80 V20 M58 31 L68 20 L78 31" ${stroke(p.main, 7)}/>` +
    `<path d="M86 20 V80 M76 69 L86 80 L96 69" ${stroke(p.highlight, 7)}/>`,

  chat: (p) =>
    `<path d="M42 14 H80 A10 10 0 0 1 90 24 V50 A10 10 0 0 1 80 60 V70 L68 60 H42 A10 10 0 0 1 32 50 V24 A10 10 0 0 1 42 14 Z" fill="${p.soft}" stroke="${p.soft}" stroke-width="2" stroke-linejoin="round"/>` +
    `<path d="M20 36 H58 A10 10 0 0 1 68 46 V72 A10 10 0 0 1 58 82 H32 L20 92 V82 A10 10 0 0 1 10 72 V46 A10 10 0 0 1 20 36 Z" fill="${p.main}" stroke="${p.main}" stroke-width="2" stroke-linejoin="round"/>` +
    `<g fill="${p.detail}"><circle cx="27" cy="59" r="4.5"/><circle cx="39" cy="59" r="4.5"/><circle cx="51" cy="59" r="4.5"/></g>`,

  contacts: (p) =>
    `<rect x="8" y="18" width="84" height="64" rx="12" fill="${p.main}"/>` +
    `<circle cx="33" cy="50" r="17" fill="${p.detail}" fill-opacity="0.22"/>` +
    `<circle cx="33" cy="44" r="8" fill="${p.detail}"/>` +
    `<path d="M19 66 A14 12 0 0 1 47 66 Z" fill="${p.detail}"/>` +
    `<rect x="56" y="36" width="26" height="7" rx="3.5" fill="${p.detail}"/>` +
    `<rect x="56" y="49" width="20" height="6" rx="3" fill="${p.detail}" fill-opacity="0.6"/>` +
    `<rect x="56" y="60" width="23" height="6" rx="3" fill="${p.detail}" fill-opacity="0.6"/>`,

  call: (p) =>
    `<path d="${arcPath(60, 40, 14, 290, 340)}" ${stroke(p.soft, 6)}/>` +
    `<path d="${arcPath(60, 40, 28, 280, 350)}" ${stroke(p.soft, 6)}/>` +
    `<path d="M26 14 C30 12 34 14 36 18 L42 30 C44 34 43 38 40 40 L34 44 C38 54 46 62 56 66 L60 60 C62 57 66 56 70 58 L82 64 C86 66 88 70 86 74 L82 82 C80 86 76 88 72 88 C42 86 14 58 12 28 C12 24 14 20 18 18 Z" fill="${p.main}"/>`,

  settings: (p) =>
    `<path d="${gearPath(8, 44, 33)}" fill="${p.main}" stroke="${p.main}" stroke-width="3" stroke-linejoin="round"/>` +
    `<circle cx="50" cy="50" r="20" fill="${p.soft}"/>` +
    `<circle cx="50" cy="50" r="11" fill="${p.detail}"/>`,

  storage: (p) =>
    `<path d="M30 10 H70 A8 8 0 0 1 78 18 V82 A8 8 0 0 1 70 90 H28 A8 8 0 0 1 20 82 V28 Z" fill="${p.main}" stroke="${p.main}" stroke-width="3" stroke-linejoin="round"/>` +
    `<g fill="${p.detail}"><rect x="34" y="18" width="6" height="16" rx="2"/><rect x="45" y="18" width="6" height="16" rx="2"/><rect x="56" y="18" width="6" height="16" rx="2"/><rect x="67" y="18" width="5" height="16" rx="2"/></g>` +
    `<circle cx="49" cy="63" r="15" ${stroke(p.detail, 9)}/>` +
    `<path d="${arcPath(49, 63, 15, -90, 150)}" ${stroke(p.highlight, 9)}/>`,

  update: (p) =>
    arcArrow(38, -50, 235, p.main, 8) +
    `<path d="M50 30 V60 M39 50 L50 61 L61 50" ${stroke(p.highlight, 8)}/>` +
    `<path d="M37 71 H63" ${stroke(p.soft, 7)}/>`,

  notification: (p) =>
    `<circle cx="48" cy="15" r="6" fill="${p.main}"/>` +
    `<path d="M48 16 C32 16 24 28 24 44 V60 L15 72 H81 L72 60 V44 C72 28 64 16 48 16 Z" fill="${p.main}" stroke="${p.main}" stroke-width="4" stroke-linejoin="round"/>` +
    `<path d="M38 80 A10 10 0 0 0 58 80 Z" fill="${p.soft}"/>` +
    `<circle cx="75" cy="25" r="14" fill="${p.highlight}" stroke="${p.detail}" stroke-width="5"/>`,

  location: (p) =>
    `<ellipse cx="50" cy="88" rx="24" ry="6" fill="${p.soft}"/>` +
    `<path d="M50 88 C50 88 20 60 20 38 A30 30 0 0 1 80 38 C80 60 50 88 50 88 Z" fill="${p.main}"/>` +
    `<circle cx="50" cy="38" r="12" fill="${p.detail}"/>` +
    `<circle cx="50" cy="38" r="5" fill="${p.highlight}"/>`,

  speed: (p) => {
    const [needleX, needleY] = polar(50, 58, 30, 310)
    return (
      `<path d="${arcPath(50, 58, 40, 150, 390)}" ${stroke(p.soft, 10)}/>` +
      `<path d="${arcPath(50, 58, 40, 150, 320)}" ${stroke(p.main, 10)}/>` +
      `<path d="M50 58 L${num(needleX)} ${num(needleY)}" ${stroke(p.highlight, 7)}/>` +
      `<circle cx="50" cy="58" r="9" fill="${p.main}"/>` +
      `<circle cx="50" cy="58" r="3.5" fill="${p.detail}"/>`
    )
  },

  qr: (p) => {
    const finder = (x: number, y: number): string =>
      `<rect x="${x + 3}" y="${y + 3}" width="22" height="22" rx="5" ${stroke(p.main, 6)}/><rect x="${x + 9}" y="${y + 9}" width="10" height="10" rx="2" fill="${p.main}"/>`
    const cells = qrCells
      .map(
        ([column, row], index) =>
          `<rect x="${6 + column * 10}" y="${6 + row * 10}" width="8" height="8" rx="2" fill="${index % 3 === 0 ? p.soft : p.main}"/>`,
      )
      .join('')
    return finder(4, 4) + finder(68, 4) + finder(4, 68) + cells + `<path d="M4 50 H96" ${stroke(p.highlight, 5)}/>`
  },

  'split-screen': (p) =>
    `<rect x="24" y="6" width="52" height="88" rx="12" fill="${p.main}"/>` +
    `<rect x="30" y="13" width="40" height="34" rx="5" fill="${p.detail}"/>` +
    `<rect x="30" y="53" width="40" height="34" rx="5" fill="${p.soft}"/>` +
    `<rect x="35" y="19" width="18" height="5" rx="2.5" fill="${p.soft}"/><rect x="35" y="28" width="26" height="4" rx="2" fill="${p.soft}"/><rect x="35" y="35" width="22" height="4" rx="2" fill="${p.soft}"/>` +
    `<circle cx="40" cy="64" r="5" fill="${p.detail}"/><rect x="48" y="61" width="16" height="5" rx="2.5" fill="${p.detail}"/><rect x="35" y="74" width="29" height="4" rx="2" fill="${p.detail}"/>` +
    `<rect x="41" y="48" width="18" height="4" rx="2" fill="${p.highlight}"/>`,

  phone: (p) => {
    const apps = [0, 1, 2, 3]
      .flatMap((row) => [0, 1, 2].map((column) => [column, row] as const))
      .map(([column, row], index) => {
        const fill = [p.main, p.highlight, p.soft][(index + row) % 3]
        return `<rect x="${35 + column * 11}" y="${27 + row * 11}" width="8" height="8" rx="2.5" fill="${fill}"/>`
      })
      .join('')
    return (
      `<rect x="25" y="6" width="50" height="88" rx="12" fill="${p.main}"/>` +
      `<rect x="30" y="12" width="40" height="76" rx="7" fill="${p.detail}"/>` +
      `<rect x="43" y="16" width="14" height="5" rx="2.5" fill="${p.main}"/>` +
      apps +
      `<rect x="34" y="74" width="32" height="10" rx="4" fill="${p.soft}"/>`
    )
  },
}

/** Draws the topic's icon centred on (cx, cy), `size` pixels wide. */
export function drawIcon(topic: ImageTopic, paint: IconPaint, cx: number, cy: number, size: number): string {
  const scale = size / 100
  return `<g transform="translate(${num(cx - size / 2)} ${num(cy - size / 2)}) scale(${num(scale)})">${icons[topic](paint)}</g>`
}
