/** Share buttons: the spec's 18 networks, their names and marks, and the URLs they open. Pure. */

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

/**
 * Brand colours dark enough for white marks (contrast ≥ 4.5:1), and each network's short mark: letters shown on the
 * button, or '' for a drawn glyph. The letters are in the network's name, so in the button's name (shareLabel).
 */
export const shareMarks: Record<ShareNetwork, { color: string; mark: string }> = {
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
}

/**
 * A button's accessible name: the network's name first, so it holds the letters the button shows and speech users can
 * say what they see (WCAG 2.5.3 "label in name").
 */
export function shareLabel(network: ShareNetwork): string {
  if (network === 'print') return vi.print
  if (network === 'email') return vi.emailShare
  return vi.shareOn(shareNetworkInfo[network].title)
}

export interface ShareData {
  url: string
  title: string
  text: string
  image: string
}

const templates: Record<Exclude<ShareNetwork, 'print'>, string> = {
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
}

/** The address a share button opens; every value is URL-encoded. `print` has none. */
export function shareLink(network: ShareNetwork, data: ShareData): string | null {
  if (network === 'print') return null
  return templates[network].replace(/\{(url|title|text|image)\}/g, (_, key: keyof ShareData) => encodeURIComponent(data[key]))
}

/**
 * The page address to share: the configured share_url when set; otherwise the current URL,
 * without a `u` query parameter that points to another host.
 */
export function sharePageUrl(currentUrl: string, configuredShareUrl?: string | null): string {
  if (configuredShareUrl?.trim()) return configuredShareUrl.trim()
  const url = new URL(currentUrl)
  const u = url.searchParams.get('u')
  if (u !== null) {
    let foreign = true
    try {
      foreign = new URL(u, url).host !== url.host
    } catch {
      foreign = true
    }
    if (foreign) url.searchParams.delete('u')
  }
  return url.toString()
}
