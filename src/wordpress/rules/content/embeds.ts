import { videoSource } from '@/lib/video-source'

/** The services WordPress embeds that posts use, and their addresses (docs/import.md, Post content). Pure. */

const PROVIDERS: { name: string; hosts: string[] }[] = [
  { name: 'YouTube', hosts: ['youtube.com', 'youtu.be', 'youtube-nocookie.com'] },
  { name: 'Vimeo', hosts: ['vimeo.com', 'player.vimeo.com'] },
  { name: 'Facebook', hosts: ['facebook.com', 'fb.watch'] },
  { name: 'TikTok', hosts: ['tiktok.com'] },
  { name: 'X (Twitter)', hosts: ['twitter.com', 'x.com'] },
  { name: 'Instagram', hosts: ['instagram.com'] },
]

/** The service an address belongs to (`YouTube`), or null for any other. */
export function embedProvider(url: URL): string | null {
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null
  const host = url.hostname.toLowerCase().replace(/^(?:www|m|web)\./, '')
  return PROVIDERS.find((provider) => provider.hosts.includes(host))?.name ?? null
}

/** The page a player frame shows (a YouTube or Vimeo player, Facebook's or Instagram's embed), else the frame's. */
export function embeddedPage(frame: URL): string {
  const video = videoSource(frame.href, { privacy: false, start: 0 })
  if (video?.kind === 'youtube') return `https://www.youtube.com/watch?v=${video.id}`
  const vimeo = frame.hostname === 'player.vimeo.com' && /^\/video\/(\d+)/.exec(frame.pathname)?.[1]
  if (vimeo) return `https://vimeo.com/${vimeo}`
  const post =
    embedProvider(frame) === 'Facebook' && frame.pathname.startsWith('/plugins/') && frame.searchParams.get('href')
  if (post) return post
  if (embedProvider(frame) === 'Instagram') return frame.href.replace(/\/embed\/?(?:captioned\/?)?(?=$|\?)/, '/')
  return frame.href
}
