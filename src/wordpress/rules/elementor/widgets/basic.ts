/** Elementor's basic widgets as ours: texts, images, buttons, icons, dividers, spacers, HTML (docs/import.md). */

import { colour, items, linkUrl, number, oneOf, plainText, text, type Settings } from '../read'
import type { Conversion } from '../conversion'
import type { WidgetConverter } from './types'

/** Our text alignment for Elementor's (justify reads as left). */
export function align(value: unknown, fallback: 'left' | 'center' | 'right' = 'left') {
  return oneOf(value === 'start' ? 'left' : value === 'end' ? 'right' : value, ['left', 'center', 'right'], fallback)
}

const HEADING_LEVELS = ['h1', 'h2', 'h3', 'h4'] as const

/** Our heading level for Elementor's tag: h5 and h6 become h4, other tags h4 too, reported. */
function headingLevel(settings: Settings, conversion: Conversion): string {
  const tag = settings.header_size ?? 'h2'
  if (HEADING_LEVELS.includes(tag as never)) return tag as string
  if (tag !== 'h5' && tag !== 'h6') conversion.unmapped('header_size')
  return 'h4'
}

const heading: WidgetConverter = (settings, conversion) => {
  const title = plainText(settings.title)
  if (!title) return null
  if (linkUrl(settings.link)) conversion.unmapped('link')
  return conversion.block('Heading', {
    text: title,
    level: headingLevel(settings, conversion),
    align: align(settings.align),
    style: 'plain',
  })
}

/** A WordPress shortcode (`[gallery ids="1,2"]`, `[/caption]`): plugins ran them, we do not. */
const SHORTCODE = /\[\/?[a-z][\w-]*(?:\s[^\]]*)?\]/g

const textEditor: WidgetConverter = (settings, conversion) => {
  const editor = text(settings.editor, 200_000)
  const withoutShortcodes = editor.replace(SHORTCODE, '')
  if (withoutShortcodes !== editor) conversion.run.report(conversion.elementId, conversion.type, 'shortcode', 'editor')
  const html = conversion.html(withoutShortcodes)
  return html ? conversion.block('Text', { text: html, align: align(settings.align) }) : null
}

const image: WidgetConverter = (settings, conversion) => {
  const picked = conversion.image(settings.image, 'image')
  if (!picked) return null
  const source = settings.caption_source
  if (source === 'attachment') conversion.unmapped('caption_source')
  if (settings.link_to === 'custom') conversion.unmapped('link')
  return conversion.block('Image', {
    image: picked,
    caption: source === 'custom' ? plainText(settings.caption) : '',
    zoom: settings.link_to === 'file' && settings.open_lightbox !== 'no',
  })
}

const button: WidgetConverter = (settings, conversion) => {
  const label = plainText(settings.text, 200)
  if (!label) return null
  if (settings.align === 'justify') conversion.unmapped('align')
  if (text((settings.selected_icon as Settings | undefined)?.value)) conversion.unmapped('selected_icon')
  return conversion.block('Button', {
    label,
    href: conversion.link(settings.link, 'link') || '/',
    variant: 'primary',
    align: align(settings.align),
  })
}

/** Font Awesome names (without `fa-`) drawn by one of our icons. */
const ICONS: Record<string, string> = {
  check: 'check',
  'check-circle': 'check',
  'check-square': 'check',
  star: 'star',
  phone: 'phone',
  'phone-alt': 'phone',
  'phone-square': 'phone',
  envelope: 'mail',
  'envelope-open': 'mail',
  'map-marker': 'map-pin',
  'map-marker-alt': 'map-pin',
  'map-pin': 'map-pin',
  clock: 'clock',
  'shield-alt': 'shield',
  shield: 'shield',
  'battery-full': 'battery',
  'battery-half': 'battery',
  wifi: 'wifi',
  camera: 'camera',
  lightbulb: 'lightbulb',
  heart: 'heart',
  'info-circle': 'info',
  info: 'info',
  'exclamation-triangle': 'warning',
  'exclamation-circle': 'warning',
  'arrow-right': 'arrow-right',
  'long-arrow-alt-right': 'arrow-right',
  'chevron-right': 'arrow-right',
  'angle-right': 'arrow-right',
  'arrow-up': 'arrow-up',
  download: 'download',
  cog: 'settings',
  cogs: 'settings',
  lock: 'lock',
  user: 'user',
  'user-circle': 'user',
  comment: 'chat',
  comments: 'chat',
  'comment-dots': 'chat',
}

/** Our icon for an Elementor icon value (`{ value: 'fas fa-star', library }`), or null. */
export function iconName(value: unknown): string | null {
  const name = /\bfa-([a-z0-9-]+)/.exec(text((value as Settings | undefined)?.value ?? ''))?.[1]
  return (name && ICONS[name]) || null
}

const icon: WidgetConverter = (settings, conversion) => {
  const name = iconName(settings.selected_icon)
  if (!name) conversion.unmapped('selected_icon')
  return conversion.block('Icon', {
    icon: name ?? 'star',
    size: Math.round(number(settings.size, 48, 16, 128)),
    colour: colour(settings.primary_color) || '#0b5cd5',
    align: align(settings.align, 'center'),
    href: conversion.link(settings.link, 'link'),
    label: '',
  })
}

const iconList: WidgetConverter = (settings, conversion) => {
  const rows = items(settings.icon_list, 100).map((item) => ({
    icon: iconName(item.selected_icon),
    text: plainText(item.text, 500),
    href: conversion.link(item.link, 'icon_list.link'),
  }))
  const shown = rows.filter((row) => row.text)
  if (!shown.length) return null
  if (shown.some((row) => !row.icon)) conversion.unmapped('icon_list.selected_icon')
  return conversion.block('IconList', {
    colour: colour(settings.icon_color) || '#0b5cd5',
    items: shown.map((row) => ({ ...row, icon: row.icon ?? 'check' })),
  })
}

const divider: WidgetConverter = (settings, conversion) => {
  if (settings.look === 'line_text' && plainText(settings.text)) conversion.unmapped('text')
  if (settings.look === 'line_icon') conversion.unmapped('icon')
  return conversion.block('Divider', { style: oneOf(settings.style, ['solid', 'dashed', 'dotted'], 'solid') })
}

const SPACER_HEIGHTS = [8, 16, 24, 32, 48, 64, 96]

const spacer: WidgetConverter = (settings, conversion) => {
  const space = number(settings.space, 50, 0, 2_000)
  const nearest = SPACER_HEIGHTS.reduce((best, height) =>
    Math.abs(height - space) < Math.abs(best - space) ? height : best,
  )
  return conversion.block('Spacer', { height: String(nearest) })
}

/** Markup the allow-list takes out that a reader saw: scripts, frames, forms, styles. */
const LOST_MARKUP = /<(script|iframe|form|style|object|embed|svg|video|audio|input|button)\b/i

const html: WidgetConverter = (settings, conversion) => {
  const raw = text(settings.html, 200_000)
  if (LOST_MARKUP.test(raw)) conversion.unmapped('html')
  const clean = conversion.html(raw)
  if (!clean && raw) conversion.unmapped('html')
  return clean ? conversion.block('Html', { html: clean }) : null
}

const menuAnchor: WidgetConverter = (settings, conversion) => {
  const anchor = text(settings.anchor, 100)
  return anchor ? conversion.block('MenuAnchor', { anchor }) : null
}

/** Elementor's tabs, accordion and toggle: a title and HTML per item, as our tabs with a text block each. */
const tabs: WidgetConverter = (settings, conversion) => {
  const rows = items(settings.tabs, 12).map((item, index) => {
    const body = conversion.html(item.tab_content)
    return {
      title: plainText(item.tab_title, 200),
      content: body ? [conversion.block('Text', { text: body, align: 'left' }, `-${index + 1}`)] : [],
    }
  })
  if (Array.isArray(settings.tabs) && settings.tabs.length > 12) conversion.unmapped('tabs')
  return rows.length ? conversion.block('Tabs', { label: '', tabs: rows }) : null
}

export const basicWidgets: Record<string, WidgetConverter> = {
  heading,
  'text-editor': textEditor,
  image,
  button,
  icon,
  'icon-list': iconList,
  divider,
  spacer,
  html,
  'menu-anchor': menuAnchor,
  tabs,
  accordion: tabs,
  toggle: tabs,
}
