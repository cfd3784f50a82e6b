import { finiteNumber } from '@/lib/number'

/**
 * Video URLs an editor may embed, pure: YouTube (privacy mode by default), Vimeo, and our own uploads. YouTube's
 * players answer the page (`enablejsapi`) so that measurement can follow them (docs/measurement.md, Events).
 */

export type VideoSource = { kind: 'youtube' | 'vimeo'; id: string; embedUrl: string } | { kind: 'file'; url: string }

export interface VideoOptions {
  /** YouTube from its no-cookie host, Vimeo with "do not track". */
  privacy: boolean
  /** Where playback starts, in whole seconds up to a day (anything unreadable is 0). */
  start: unknown
  /** The player starts by itself (muted, as browsers require) instead of when the reader presses play. */
  autoplay?: boolean
}

const MAX_START = 86_400
const YOUTUBE_ID = /^[\w-]{11}$/
const VIMEO_ID = /^\/(\d{6,12})\/?$/
const MEDIA_FILE = /^\/api\/media\/file\/[\w.-]+\.(?:mp4|webm)$/i

function youtubeId(url: URL): string | null {
  const host = url.hostname.replace(/^(www|m)\./, '')
  if (host === 'youtu.be') return url.pathname.slice(1)
  if (host !== 'youtube.com' && host !== 'youtube-nocookie.com') return null
  if (url.pathname === '/watch') return url.searchParams.get('v')
  const match = /^\/(?:embed|shorts|live)\/([^/]+)\/?$/.exec(url.pathname)
  return match?.[1] ?? null
}

/** The video for a URL, or null when it is not one of the allowed sources. */
export function videoSource(value: unknown, options: VideoOptions): VideoSource | null {
  if (typeof value !== 'string' || value.length > 500) return null
  const raw = value.trim()
  if (MEDIA_FILE.test(raw)) return { kind: 'file', url: raw }
  let url: URL
  try {
    url = new URL(raw)
  } catch {
    return null
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null
  const start = Math.min(MAX_START, Math.max(0, Math.floor(finiteNumber(options.start) ?? 0)))
  const youtube = youtubeId(url)
  if (youtube !== null) {
    if (!YOUTUBE_ID.test(youtube)) return null
    const host = options.privacy ? 'https://www.youtube-nocookie.com' : 'https://www.youtube.com'
    const query = `autoplay=1&rel=0&enablejsapi=1${options.autoplay ? '&mute=1' : ''}${start ? `&start=${start}` : ''}`
    return { kind: 'youtube', id: youtube, embedUrl: `${host}/embed/${youtube}?${query}` }
  }
  const vimeo = url.hostname.replace(/^www\./, '') === 'vimeo.com' ? VIMEO_ID.exec(url.pathname)?.[1] : undefined
  if (!vimeo) return null
  const query = `autoplay=1${options.privacy ? '&dnt=1' : ''}${options.autoplay ? '&muted=1' : ''}${start ? `#t=${start}s` : ''}`
  return { kind: 'vimeo', id: vimeo, embedUrl: `https://player.vimeo.com/video/${vimeo}?${query}` }
}
