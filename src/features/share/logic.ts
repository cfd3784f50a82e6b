/**
 * Share buttons: the spec's 18 networks, and what Vietnamese readers share with besides (Zalo, Messenger, copying the
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

/** Beyond the spec's networks: Zalo and Messenger, the messengers most used in Vietnam, and copying the link. */
export const extraShareTargets = ['zalo', 'messenger', 'copy'] as const
export type ShareTarget = ShareNetwork | (typeof extraShareTargets)[number]
export const shareTargets: readonly ShareTarget[] = [...shareNetworks, ...extraShareTargets]

/** The row a share bar shows, in this order; any other target waits behind "Thêm". */
export const primaryShareTargets: readonly ShareTarget[] = ['facebook', 'zalo', 'messenger', 'twitter', 'telegram', 'copy', 'email', 'print']

/** A bar's targets in the order shown: the primary ones that are chosen, in the row (at most 8), then the rest. */
export function shareRows(chosen: readonly ShareTarget[]): { row: ShareTarget[]; more: ShareTarget[] } {
  const ordered = [...primaryShareTargets.filter((target) => chosen.includes(target)), ...chosen.filter((target) => !primaryShareTargets.includes(target))]
  return { row: ordered.slice(0, primaryShareTargets.length), more: ordered.slice(primaryShareTargets.length) }
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

/**
 * Brand colours dark enough for white marks (contrast ≥ 4.5:1), and each network's short mark: letters shown on the
 * button, or '' for a drawn glyph. The letters are in the network's name, so in the button's name (shareLabel).
 */
export const shareMarks: Record<ShareTarget, { color: string; mark: string }> = {
  facebook: { color: '#1259c3', mark: 'f' },
  twitter: { color: '#000000', mark: '𝕏' },
  linkedin: { color: '#0a66c2', mark: 'in' },
  pinterest: { color: '#bd081c', mark: 'P' },
  reddit: { color: '#c13a00', mark: 'r/' },
  vk: { color: '#0b5cad', mark: 'vk' },
  odnoklassniki: { color: '#a85300', mark: 'ok' },
  tumblr: { color: '#001935', mark: 't' },
  digg: { color: '#1a1a1a', mark: 'd' },
  skype: { color: '#0067b8', mark: 'S' },
  stumbleupon: { color: '#c13a1f', mark: 'S' },
  mix: { color: '#b33400', mark: 'm' },
  telegram: { color: '#1b6fa8', mark: '' },
  pocket: { color: '#c1283a', mark: '' },
  xing: { color: '#006567', mark: 'X' },
  whatsapp: { color: '#0b7a4b', mark: '' },
  email: { color: '#4b5563', mark: '' },
  print: { color: '#374151', mark: '' },
  zalo: { color: '#0057d9', mark: 'Zalo' },
  messenger: { color: '#6b21c8', mark: '' },
  copy: { color: '#0f766e', mark: '' },
}

/**
 * A button's accessible name: the network's name first, so it holds the letters the button shows and speech users can
 * say what they see (WCAG 2.5.3 "label in name").
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
  if (target === 'zalo') return `https://button-share.zalo.me/share_external?d=${encodeURIComponent(base64(JSON.stringify({ url: data.url })))}`
  return templates[target].replace(/\{(url|title|text|image)\}/g, (_, key: keyof ShareData) => encodeURIComponent(data[key]))
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
