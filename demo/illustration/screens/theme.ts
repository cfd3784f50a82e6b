import type { ScreenOs } from '../../screens'
import type { ImageTopic } from '../../types'

/** The colours and type sizes of one system look. Sizes are in screen pixels (the screen is about 330 px wide). */
export interface Theme {
  os: ScreenOs
  /** Page background behind grouped lists. */
  background: string
  /** List cells, cards, menus. */
  surface: string
  text: string
  secondary: string
  separator: string
  /** Back buttons, links, ticks, selected tabs. */
  accent: string
  toggleOn: string
  toggleOff: string
  danger: string
  /** The app's own header bar (Zalo), when it has one. */
  bar?: { background: string; text: string }
}

const ios: Theme = {
  os: 'ios',
  background: '#f2f2f7',
  surface: '#ffffff',
  text: '#000000',
  secondary: '#8a8a8e',
  separator: '#d5d5da',
  accent: '#007aff',
  toggleOn: '#34c759',
  toggleOff: '#e5e5ea',
  danger: '#ff3b30',
}

const android: Theme = {
  os: 'android',
  background: '#f4f4f6',
  surface: '#ffffff',
  text: '#111114',
  secondary: '#6f6f76',
  separator: '#e4e4e8',
  accent: '#3e7bfa',
  toggleOn: '#3e7bfa',
  toggleOff: '#b9bac0',
  danger: '#e8453c',
}

const zaloBlue = '#0068ff'

/** The look of a screen: the system's, or the app's own. */
export function themeOf(os: ScreenOs, app?: 'zalo'): Theme {
  const base = os === 'ios' ? ios : android
  if (app !== 'zalo') return base
  return {
    ...base,
    background: '#f1f2f4',
    accent: zaloBlue,
    toggleOn: zaloBlue,
    bar: { background: zaloBlue, text: '#ffffff' },
  }
}

/** Type sizes shared by every screen. */
export const type = {
  largeTitle: 31,
  title: 23,
  body: 19.5,
  detail: 15.5,
  section: 14.5,
  small: 13,
} as const

/** The tile colour of each icon, after the colours iOS Settings gives the same kind of setting. */
const topicColors: Record<ImageTopic, string> = {
  screenshot: '#5856d6',
  'screen-record': '#ff3b30',
  battery: '#34c759',
  charging: '#34c759',
  camera: '#8e8e93',
  photo: '#ff9500',
  security: '#0a84ff',
  lock: '#636366',
  backup: '#0a84ff',
  cloud: '#0a84ff',
  wifi: '#0a84ff',
  'mobile-data': '#34c759',
  chat: '#34c759',
  contacts: '#8e8e93',
  call: '#34c759',
  settings: '#8e8e93',
  storage: '#8e8e93',
  update: '#8e8e93',
  notification: '#ff3b30',
  location: '#0a84ff',
  speed: '#ff9500',
  qr: '#636366',
  'split-screen': '#af52de',
  phone: '#0a84ff',
}

export function topicColor(topic: ImageTopic): string {
  return topicColors[topic]
}

/** Colours for avatars and app icons without a topic colour, picked by the label so each name keeps its colour. */
const avatarColors = ['#0a84ff', '#ff9500', '#34c759', '#af52de', '#ff2d55', '#5ac8fa', '#ffcc00', '#8e8e93'] as const

export function avatarColor(label: string): string {
  let sum = 0
  for (const character of label) sum += character.codePointAt(0) ?? 0
  return avatarColors[sum % avatarColors.length]
}
