/** Small line icons of phone interfaces (menus, camera controls, round buttons), each drawn on a 24×24 grid. */
import type { Glyph } from '../../screens'
import { num } from '../svg'

/** A glyph is a few paths: stroked lines, or filled shapes where `fill` is set. */
type Part = { d: string; fill?: true }

const corners = 'M3 8V5a2 2 0 0 1 2-2h3M16 3h3a2 2 0 0 1 2 2v3M21 16v3a2 2 0 0 1-2 2h-3M8 21H5a2 2 0 0 1-2-2v-3'

const glyphs: Record<Glyph | InterfaceGlyph, Part[]> = {
  mic: [{ d: 'M9 6a3 3 0 0 1 6 0v5a3 3 0 0 1-6 0Z' }, { d: 'M5.5 11a6.5 6.5 0 0 0 13 0M12 17.5V21M8.5 21h7' }],
  moon: [{ d: 'M20 14.6A8.5 8.5 0 1 1 9.4 4a6.8 6.8 0 0 0 10.6 10.6Z', fill: true }],
  sun: [
    { d: 'M12 8.2a3.8 3.8 0 1 1 0 7.6a3.8 3.8 0 1 1 0-7.6Z', fill: true },
    {
      d: 'M12 2.5v2.2M12 19.3v2.2M2.5 12h2.2M19.3 12h2.2M5.3 5.3l1.5 1.5M17.2 17.2l1.5 1.5M5.3 18.7l1.5-1.5M17.2 6.8l1.5-1.5',
    },
  ],
  copy: [
    { d: 'M9 8h10a1.5 1.5 0 0 1 1.5 1.5v10A1.5 1.5 0 0 1 19 21H9a1.5 1.5 0 0 1-1.5-1.5v-10A1.5 1.5 0 0 1 9 8Z' },
    { d: 'M16.5 8V5A1.5 1.5 0 0 0 15 3.5H5A1.5 1.5 0 0 0 3.5 5v10A1.5 1.5 0 0 0 5 16.5h2.5' },
  ],
  share: [{ d: 'M8.5 9.5H6.5v11h11v-11h-2M12 2.5v12M8.5 6 12 2.5 15.5 6' }],
  hide: [
    { d: 'M2.5 12C5.5 6.5 18.5 6.5 21.5 12C18.5 17.5 5.5 17.5 2.5 12ZM12 9a3 3 0 1 1 0 6a3 3 0 1 1 0-6ZM4 4l16 16' },
  ],
  trash: [{ d: 'M4 6.5h16M9.5 6.5V4h5v2.5M6.5 6.5l1 14h9l1-14M10 10.5v6.5M14 10.5v6.5' }],
  'face-id': [{ d: corners }, { d: 'M9 9v1.5M15 9v1.5M12.3 9v3.8h-1.2M9 16c1.6 1.5 4.4 1.5 6 0' }],
  sticker: [{ d: 'M4 6a2 2 0 0 1 2-2h12a2 2 0 0 1 2 2v7l-7 7H6a2 2 0 0 1-2-2ZM13 20v-5a2 2 0 0 1 2-2h5' }],
  edit: [{ d: 'M4 20l1.2-4.8L16 4.4l3.6 3.6L8.8 18.8ZM13.8 6.6l3.6 3.6' }],
  split: [
    {
      d: 'M6 3h12a2.5 2.5 0 0 1 2.5 2.5v13A2.5 2.5 0 0 1 18 21H6a2.5 2.5 0 0 1-2.5-2.5v-13A2.5 2.5 0 0 1 6 3ZM3.5 12h17',
    },
  ],
  popup: [
    { d: 'M5 4h14a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2Z' },
    { d: 'M11 11h7v6h-7Z', fill: true },
  ],
  info: [
    { d: 'M12 3a9 9 0 1 1 0 18a9 9 0 1 1 0-18ZM12 11v6' },
    { d: 'M12 6.6a1.3 1.3 0 1 1 0 2.6a1.3 1.3 0 1 1 0-2.6Z', fill: true },
  ],
  sound: [{ d: 'M4 9h4l5-4v14l-5-4H4Z', fill: true }, { d: 'M16 9.2a4 4 0 0 1 0 5.6M18.6 6.6a7.6 7.6 0 0 1 0 10.8' }],
  text: [{ d: corners }, { d: 'M8 8.5h8M8 12h8M8 15.5h5' }],
  search: [{ d: 'M10.5 4a6.5 6.5 0 1 1 0 13a6.5 6.5 0 1 1 0-13ZM15.3 15.3 20.5 20.5' }],
  qr: [
    { d: corners },
    { d: 'M7.5 7.5h3.5v3.5H7.5ZM13 7.5h3.5v3.5H13ZM7.5 13h3.5v3.5H7.5ZM13 13h3.5v3.5H13Z', fill: true },
  ],
  plus: [{ d: 'M12 5v14M5 12h14' }],
  dots: [
    {
      d: 'M5 10.4a1.6 1.6 0 1 1 0 3.2a1.6 1.6 0 1 1 0-3.2ZM12 10.4a1.6 1.6 0 1 1 0 3.2a1.6 1.6 0 1 1 0-3.2ZM19 10.4a1.6 1.6 0 1 1 0 3.2a1.6 1.6 0 1 1 0-3.2Z',
      fill: true,
    },
  ],
  flash: [{ d: 'M13.5 2 5 13.5h6.2L10 22l9-12h-6.3Z', fill: true }],
  phone: [
    {
      d: 'M6 3.5 9 3l1.5 4.5-2 1.5c1 2.5 4 5.5 6.5 6.5l1.5-2 4.5 1.5-.5 3c-.5 2-2.5 3-4.5 2.5C9.5 19 5 14.5 3.5 8 3 6 4 4 6 3.5Z',
      fill: true,
    },
  ],
  hangup: [
    { d: 'M2.5 14.5C2.5 9 21.5 9 21.5 14.5l-.4 2.3-4.3-.9-.5-3C13.8 12.1 10.2 12.1 7.7 12.9l-.5 3-4.3.9Z', fill: true },
  ],
  device: [{ d: 'M8 2.5h8a2 2 0 0 1 2 2v15a2 2 0 0 1-2 2H8a2 2 0 0 1-2-2v-15a2 2 0 0 1 2-2ZM10.5 5h3' }],
  play: [
    { d: 'M4 5h16a1.5 1.5 0 0 1 1.5 1.5v11A1.5 1.5 0 0 1 20 19H4a1.5 1.5 0 0 1-1.5-1.5v-11A1.5 1.5 0 0 1 4 5Z' },
    { d: 'M10 9v6l5-3Z', fill: true },
  ],
  calendar: [
    {
      d: 'M5 5h14a1.5 1.5 0 0 1 1.5 1.5V19a1.5 1.5 0 0 1-1.5 1.5H5A1.5 1.5 0 0 1 3.5 19V6.5A1.5 1.5 0 0 1 5 5ZM3.5 10h17M8 3v4M16 3v4',
    },
  ],
  wifi: [
    { d: 'M3 9.5a13 13 0 0 1 18 0M6.2 12.8a8.5 8.5 0 0 1 11.6 0M9.3 16a4 4 0 0 1 5.4 0' },
    { d: 'M12 17.6a1.6 1.6 0 1 1 0 3.2a1.6 1.6 0 1 1 0-3.2Z', fill: true },
  ],
  signal: [{ d: 'M4 16h2.6v4H4ZM8.6 12.5h2.6V20H8.6ZM13.2 9h2.6v11h-2.6ZM17.8 5h2.6v15h-2.6Z', fill: true }],
  bluetooth: [{ d: 'M7 7.5l10 9-5 4.5V3l5 4.5-10 9' }],
  dnd: [{ d: 'M12 3a9 9 0 1 1 0 18a9 9 0 1 1 0-18ZM7.5 12h9' }],
  rotate: [{ d: 'M4.5 12a7.5 7.5 0 0 1 12.8-5.3M19.5 12a7.5 7.5 0 0 1-12.8 5.3M17.6 3v4h-4M6.4 21v-4h4' }],
  battery: [
    {
      d: 'M4 7.5h14a1.5 1.5 0 0 1 1.5 1.5v6a1.5 1.5 0 0 1-1.5 1.5H4A1.5 1.5 0 0 1 2.5 15V9A1.5 1.5 0 0 1 4 7.5ZM22 10.5v3',
    },
    { d: 'M5 10h8v4H5Z', fill: true },
  ],
  hotspot: [
    { d: 'M7.8 16.2a6 6 0 1 1 8.4 0M5 19a10 10 0 1 1 14 0' },
    { d: 'M12 10.5a2 2 0 1 1 0 4a2 2 0 1 1 0-4Z', fill: true },
  ],
  airplane: [
    {
      d: 'M10.5 3.5c0-1 3-1 3 0V9l7.5 4.5v2L13.5 13v4.5l2.5 2v1.5L12 20l-4 1v-1.5l2.5-2V13L3 15.5v-2L10.5 9Z',
      fill: true,
    },
  ],
  earbuds: [{ d: 'M7 4.5a3 3 0 0 1 3 3v2.5a3 3 0 0 1-3 3v7M17 4.5a3 3 0 0 0-3 3v2.5a3 3 0 0 0 3 3v7' }],
  camera: [
    {
      d: 'M3.5 8.5A1.5 1.5 0 0 1 5 7h2.5L9 4.5h6L16.5 7H19a1.5 1.5 0 0 1 1.5 1.5V18a1.5 1.5 0 0 1-1.5 1.5H5A1.5 1.5 0 0 1 3.5 18ZM12 9.5a3.5 3.5 0 1 1 0 7a3.5 3.5 0 1 1 0-7Z',
    },
  ],
  flashlight: [{ d: 'M8 3h8v4l-2 3v11h-4V10L8 7ZM8 7h8' }],
  lock: [
    { d: 'M8 10.5V7.5a4 4 0 0 1 8 0v3' },
    {
      d: 'M6.5 10.5h11a1.5 1.5 0 0 1 1.5 1.5v7a1.5 1.5 0 0 1-1.5 1.5h-11A1.5 1.5 0 0 1 5 19v-7a1.5 1.5 0 0 1 1.5-1.5Z',
      fill: true,
    },
  ],
  flip: [{ d: 'M4.5 11a7.5 7.5 0 0 1 13.3-4.3M19.5 13a7.5 7.5 0 0 1-13.3 4.3M18.5 3.5v3.6h-3.6M5.5 20.5v-3.6h3.6' }],
  message: [
    {
      d: 'M12 4c5 0 8.5 3 8.5 7s-3.5 7-8.5 7c-1 0-2-.1-2.8-.4L5 19.5l1-3.6C4.4 14.6 3.5 12.9 3.5 11c0-4 3.5-7 8.5-7Z',
      fill: true,
    },
  ],
  alarm: [{ d: 'M12 5.5a7 7 0 1 1 0 14a7 7 0 1 1 0-14ZM12 9v3.5l2.5 1.5M4 5.5 6.5 3M20 5.5 17.5 3' }],
}

/** Glyphs used only by the screens' own chrome, not named by seed data. */
type InterfaceGlyph =
  'search' | 'qr' | 'plus' | 'dots' | 'flash' | 'phone' | 'hangup' | 'camera' | 'flip' | 'message' | 'alarm'
type AnyGlyph = Glyph | InterfaceGlyph

/** Draws a glyph centred on (cx, cy), `size` pixels wide. */
export function drawGlyph(name: AnyGlyph, cx: number, cy: number, size: number, color: string): string {
  const scale = size / 24
  const parts = glyphs[name]
    .map((part) =>
      part.fill
        ? `<path d="${part.d}" fill="${color}"/>`
        : `<path d="${part.d}" fill="none" stroke="${color}" stroke-width="${num(1.9)}" stroke-linecap="round" stroke-linejoin="round"/>`,
    )
    .join('')
  return `<g transform="translate(${num(cx - size / 2)} ${num(cy - size / 2)}) scale(${num(scale)})">${parts}</g>`
}
