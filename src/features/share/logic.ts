/**
 * Share buttons: the 18 networks of docs/widgets.md, Share buttons, and what Vietnamese readers share with besides (Zalo, Messenger, copying the
 * link); their names and marks, the URLs they open, and which show first. Pure.
 */

import { vi } from '@/i18n/vi'

export const shareNetworks = [
  'facebook',
  'twitter',
  'linkedin',
  'pinterest',
  'reddit',
  'vk',
  'odnoklassniki',
  'tumblr',
  'digg',
  'skype',
  'stumbleupon',
  'mix',
  'telegram',
  'pocket',
  'xing',
  'whatsapp',
  'email',
  'print',
] as const
export type ShareNetwork = (typeof shareNetworks)[number]

/** Beyond those 18 networks: Zalo and Messenger, the messengers most used in Vietnam, and copying the link. */
export const extraShareTargets = ['zalo', 'messenger', 'copy'] as const
export type ShareTarget = ShareNetwork | (typeof extraShareTargets)[number]
export const shareTargets: readonly ShareTarget[] = [...shareNetworks, ...extraShareTargets]

/**
 * What a share bar shows unless an editor chose otherwise: what Vietnamese readers share with (Facebook, Zalo,
 * Messenger, copying the link), then X, Telegram, e-mail and print. The other networks are options to switch on.
 */
export const defaultShareTargets: readonly ShareTarget[] = [
  'facebook',
  'zalo',
  'messenger',
  'copy',
  'twitter',
  'telegram',
  'email',
  'print',
]

/** The targets in the order editors meet them: the default ones first, then the others in the order of docs/widgets.md, Share buttons. */
export const shareTargetChoices: readonly ShareTarget[] = [
  ...defaultShareTargets,
  ...shareTargets.filter((target) => !defaultShareTargets.includes(target)),
]

/**
 * The targets a stored choice shows, in that order, unknown names dropped. A list is the editor's choice (an
 * empty one shows nothing); settings saved before the lists hold 'all' or 'popular', and anything else (nothing saved)
 * reads as the default.
 */
export function chosenShareTargets(value: unknown): ShareTarget[] {
  if (value === 'all') return [...shareTargets]
  const chosen: readonly unknown[] = Array.isArray(value) ? value : defaultShareTargets
  return shareTargets.filter((target) => chosen.includes(target))
}

/** The article's share bar: the networks chosen in the site settings, the default when none is chosen. */
export function articleShareTargets(value: unknown): ShareTarget[] {
  const chosen = chosenShareTargets(value)
  return chosen.length ? chosen : chosenShareTargets(undefined)
}

/** A bar's targets in the order shown: the default ones that are chosen, then the rest; 8 in the row, more behind "Thêm". */
export function shareRows(chosen: readonly ShareTarget[]): { row: ShareTarget[]; more: ShareTarget[] } {
  const ordered = shareTargetChoices.filter((target) => chosen.includes(target))
  return { row: ordered.slice(0, defaultShareTargets.length), more: ordered.slice(defaultShareTargets.length) }
}

export const shareNetworkInfo: Record<ShareNetwork, { title: string; has_counter?: boolean }> = {
  facebook: { title: 'Facebook', has_counter: true },
  twitter: { title: 'X (Twitter)' },
  linkedin: { title: 'LinkedIn', has_counter: true },
  pinterest: { title: 'Pinterest', has_counter: true },
  reddit: { title: 'Reddit', has_counter: true },
  vk: { title: 'VK', has_counter: true },
  odnoklassniki: { title: 'OK.ru', has_counter: true },
  tumblr: { title: 'Tumblr' },
  digg: { title: 'Digg' },
  skype: { title: 'Skype' },
  stumbleupon: { title: 'StumbleUpon', has_counter: true },
  mix: { title: 'Mix' },
  telegram: { title: 'Telegram' },
  pocket: { title: 'Pocket', has_counter: true },
  xing: { title: 'XING', has_counter: true },
  whatsapp: { title: 'WhatsApp' },
  email: { title: 'Email' },
  print: { title: 'In' },
}

/** A target's name as editors choose it. */
export function shareTitle(target: ShareTarget): string {
  if (target === 'zalo') return 'Zalo'
  if (target === 'messenger') return 'Messenger'
  if (target === 'copy') return vi.copyLink
  return shareNetworkInfo[target].title
}

/** Brand colours dark enough for a white mark on them (contrast ≥ 4.5:1). */
export const shareColors: Record<ShareTarget, string> = {
  facebook: '#1259c3',
  twitter: '#000000',
  linkedin: '#0a66c2',
  pinterest: '#bd081c',
  reddit: '#c13a00',
  vk: '#0b5cad',
  odnoklassniki: '#a85300',
  tumblr: '#001935',
  digg: '#1a1a1a',
  skype: '#0067b8',
  stumbleupon: '#c13a1f',
  mix: '#b33400',
  telegram: '#1b6fa8',
  pocket: '#c1283a',
  xing: '#006567',
  whatsapp: '#0b7a4b',
  email: '#4b5563',
  print: '#374151',
  zalo: '#0057d9',
  messenger: '#6b21c8',
  copy: '#0f766e',
}

/**
 * A button's accessible name: the network's name first, so it holds the word a wordmark shows (Zalo, Digg, Mix) and
 * speech users can say what they see (WCAG 2.5.3 "label in name").
 */
export function shareLabel(target: ShareTarget): string {
  if (target === 'print') return vi.print
  if (target === 'email') return vi.emailShare
  if (target === 'copy') return vi.copyLink
  return vi.shareOn(shareTitle(target))
}

export interface ShareData {
  url: string
  title: string
  text: string
  image: string
}

const templates: Record<Exclude<ShareTarget, 'print' | 'copy' | 'zalo'>, string> = {
  facebook: 'https://www.facebook.com/sharer.php?u={url}',
  twitter: 'https://twitter.com/intent/tweet?text={text}%20{url}',
  linkedin: 'https://www.linkedin.com/shareArticle?mini=true&url={url}&title={title}&summary={text}&source={url}',
  pinterest: 'https://www.pinterest.com/pin/create/button/?url={url}&media={image}',
  reddit: 'https://reddit.com/submit?url={url}&title={title}',
  vk: 'https://vkontakte.ru/share.php?url={url}&title={title}&description={text}&image={image}',
  odnoklassniki: 'https://connect.ok.ru/offer?url={url}&title={title}&imageUrl={image}',
  tumblr: 'https://tumblr.com/share/link?url={url}',
  digg: 'https://digg.com/submit?url={url}',
  skype: 'https://web.skype.com/share?url={url}',
  stumbleupon: 'https://www.stumbleupon.com/submit?url={url}',
  mix: 'https://mix.com/add?url={url}',
  telegram: 'https://telegram.me/share/url?url={url}&text={text}',
  pocket: 'https://getpocket.com/edit?url={url}',
  xing: 'https://www.xing.com/spi/shares/new?url={url}',
  whatsapp: 'https://api.whatsapp.com/send?text=*{title}*%0A{text}%0A{url}',
  email: 'mailto:?subject={title}&body={text}%0A{url}',
  // Messenger's own share address on phones (the app opens); on the web it needs a Facebook app id, which the site has not.
  messenger: 'fb-messenger://share/?link={url}',
}

/** Base64 of a text's UTF-8 bytes, on the server and in browsers alike. */
const base64 = (text: string) => btoa(String.fromCharCode(...new TextEncoder().encode(text)))

/**
 * The address a share button opens; every value is URL-encoded. Print and copy are buttons, not links. Zalo's share page
 * takes the address as base64 JSON.
 */
export function shareLink(target: ShareTarget, data: ShareData): string | null {
  if (target === 'print' || target === 'copy') return null
  if (target === 'zalo')
    return `https://button-share.zalo.me/share_external?d=${encodeURIComponent(base64(JSON.stringify({ url: data.url })))}`
  return templates[target].replace(/\{(url|title|text|image)\}/g, (_, key: keyof ShareData) =>
    encodeURIComponent(data[key]),
  )
}

/**
 * The page address to share: the configured share_url when set (and an address), otherwise the current URL; either
 * without a `u` query parameter that points to another host than its own.
 */
export function sharePageUrl(currentUrl: string, configuredShareUrl?: string | null): string {
  const url = parsedUrl(configuredShareUrl?.trim() ?? '') ?? new URL(currentUrl)
  const u = url.searchParams.get('u')
  if (u !== null && parsedUrl(u, url)?.host !== url.host) url.searchParams.delete('u')
  return url.toString()
}

function parsedUrl(value: string, base?: URL): URL | null {
  try {
    return new URL(value, base)
  } catch {
    return null
  }
}
