/**
 * Elementor's other widgets as ours: countdown, animated headline, menu, share buttons, table of contents, and the
 * theme builder's site and post widgets (docs/import.md, Elementor layouts).
 */

import { shareTargets } from '@/features/share/logic'
import { items, linkUrl, number, oneOf, plainText, strings, text, yes } from '../read'
import { align } from './basic'
import type { WidgetConverter } from './types'

/** Vietnam keeps UTC+7 all year: Elementor's due dates are the site's wall-clock time. */
function dueDate(value: unknown): number | null {
  const match = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2})/.exec(text(value, 40))
  if (!match) return null
  const seconds = Date.parse(`${match[1]}T${match[2]}:00+07:00`) / 1000
  return Number.isFinite(seconds) && seconds > 0 ? seconds : null
}

const countdown: WidgetConverter = (settings, conversion) => {
  const evergreen = settings.countdown_type === 'evergreen'
  const due = evergreen ? null : dueDate(settings.due_date)
  if (!evergreen && due === null) conversion.unmapped('due_date')
  const hours = number(settings.evergreen_counter_hours, 47, 0, 8_760)
  const minutes = number(settings.evergreen_counter_minutes, 59, 0, 59)
  if (settings.custom_labels === 'yes') conversion.unmapped('custom_labels')
  const units = (['days', 'hours', 'minutes', 'seconds'] as const).filter((unit) => yes(settings[`show_${unit}`], true))
  return conversion.block('Countdown', {
    mode: evergreen ? 'evergreen' : 'dueDate',
    dueDate: due,
    interval: Math.max(1, Math.round(hours * 3600 + minutes * 60)),
    title: '',
    units: units.length ? units : ['days', 'hours', 'minutes', 'seconds'],
    showLabels: yes(settings.show_labels, true),
    align: 'center',
    actions: strings(settings.expire_actions)
      .filter((action) => ['hide', 'redirect', 'message'].includes(action))
      .slice(0, 3)
      .map((type) => ({
        type,
        redirect_url: type === 'redirect' ? conversion.link(settings.expire_redirect_url, 'expire_redirect_url') : '',
        message: type === 'message' ? plainText(settings.message_after_expire, 1_000) : '',
      })),
  })
}

const SHAPES: Record<string, string> = {
  circle: 'circle',
  curly: 'curly',
  underline: 'underline',
  double: 'double',
  double_underline: 'double-underline',
  underline_zigzag: 'underline-zigzag',
  diagonal: 'diagonal',
  strikethrough: 'strikethrough',
  x: 'x',
}
const ANIMATIONS: Record<string, string> = {
  typing: 'typing',
  clip: 'clip',
  flip: 'flip',
  swirl: 'swirl',
  blinds: 'blinds',
  'drop-in': 'drop-in',
  wave: 'wave',
  slide: 'slide-down',
  'slide-down': 'slide-down',
}

const milliseconds = (value: unknown, fallback: number) => Math.round(number(value, fallback, 0, 60_000))

const animatedHeadline: WidgetConverter = (settings, conversion) => {
  const rotating = settings.headline_style === 'rotate'
  const tag = text(settings.tag) || 'h3'
  if (linkUrl(settings.link)) conversion.unmapped('link')
  return conversion.block('AnimatedHeadline', {
    style: rotating ? 'rotating' : 'highlight',
    before: plainText(settings.before_text, 300),
    highlighted: plainText(settings.highlighted_text, 300),
    shape: SHAPES[text(settings.marker)] ?? 'circle',
    words: text(settings.rotating_text, 2_000)
      .split(/\r?\n/)
      .map((word) => plainText(word, 100))
      .filter(Boolean)
      .join('\n'),
    animation: ANIMATIONS[text(settings.animation_type)] ?? 'typing',
    after: plainText(settings.after_text, 300),
    level: ['h1', 'h2', 'h3', 'h4'].includes(tag) ? tag : tag === 'h5' || tag === 'h6' ? 'h4' : 'p',
    align: align(settings.alignment, 'center'),
    loop: yes(settings.loop, true),
    iterationDelay: milliseconds(settings.rotate_iteration_delay, 2500),
    lettersDelay: 50,
    typingDelay: 150,
    selectionDuration: 500,
    revealDuration: 600,
    revealDelay: 1500,
    highlightDuration: milliseconds(settings.highlight_animation_duration, 1200),
    highlightDelay: milliseconds(settings.highlight_iteration_delay, 8000),
  })
}

/** The menu shown is ours (Menu điều hướng): which of the old site's menus it was is reported. */
const navMenu: WidgetConverter = (settings, conversion) => {
  if (text(settings.menu)) conversion.unmapped('menu')
  return conversion.block('NavMenu', { menu: 'main' })
}

const NETWORK_NAMES: Record<string, string> = { 'x-twitter': 'twitter', threads: '' }

const shareButtons: WidgetConverter = (settings, conversion) => {
  const asked = items(settings.share_buttons, 30).map((item) => text(item.button, 40))
  const networks = asked
    .map((name) => (Object.hasOwn(NETWORK_NAMES, name) ? NETWORK_NAMES[name] : name))
    .filter((name, at, all) => (shareTargets as readonly string[]).includes(name) && all.indexOf(name) === at)
  if (networks.length < new Set(asked).size) conversion.unmapped('share_buttons')
  return conversion.block('ShareButtons', {
    networks: networks.length ? networks : ['facebook', 'zalo', 'messenger', 'copy'],
    align: align(settings.alignment),
  })
}

const tableOfContents: WidgetConverter = (settings, conversion) => {
  const tags =
    settings.headings_by_tags === undefined ? ['h2', 'h3', 'h4', 'h5', 'h6'] : strings(settings.headings_by_tags)
  const deepest = Math.max(2, ...tags.map((tag) => Number(/^h([2-6])$/.exec(tag)?.[1] ?? 2)))
  if (plainText(settings.title)) conversion.unmapped('title')
  return conversion.block('TableOfContents', {
    levels: deepest >= 4 ? 'h4' : deepest === 3 ? 'h3' : 'h2',
    marker: oneOf(settings.marker_view, ['numbers', 'bullets'], 'numbers'),
    minimize: yes(settings.minimize_box, true),
  })
}

/** The header's cart: the page addresses are the shop's own (left empty, the widget uses them). */
const menuCart: WidgetConverter = (settings, conversion) =>
  conversion.block('MenuCart', {
    automatically_open_cart: yes(settings.automatically_open_cart, true),
    open_cart: settings.open_cart === 'mouseover' ? 'mouseover' : 'click',
    cart_page_url: '',
    checkout_page_url: '',
  })

/** A widget of the theme builder our block of the same purpose shows from the page it is on. */
const themeBlock =
  (type: string): WidgetConverter =>
  (_settings, conversion) =>
    conversion.block(type, {})

const searchForm: WidgetConverter = (settings, conversion) =>
  conversion.block('SearchForm', { variant: settings.skin === 'full_screen' ? 'header' : 'form' })

export const siteWidgets: Record<string, WidgetConverter> = {
  countdown,
  'animated-headline': animatedHeadline,
  'nav-menu': navMenu,
  'share-buttons': shareButtons,
  'table-of-contents': tableOfContents,
  'theme-site-logo': themeBlock('SiteLogo'),
  'site-logo': themeBlock('SiteLogo'),
  'theme-post-title': themeBlock('PostHeader'),
  'theme-post-featured-image': themeBlock('PostImage'),
  'theme-post-content': themeBlock('PostContent'),
  'archive-posts': themeBlock('ArchivePosts'),
  'theme-archive-title': themeBlock('ArchiveHeader'),
  'search-form': searchForm,
  'woocommerce-menu-cart': menuCart,
}
