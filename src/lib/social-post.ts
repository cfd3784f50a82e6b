/** Social posts an editor may embed, pure: an allow-list of providers, each with its own embed address. */

export type SocialProvider = 'facebook' | 'x' | 'tiktok' | 'instagram'

export const PROVIDER_NAMES: Record<SocialProvider, string> = {
  facebook: 'Facebook',
  x: 'X (Twitter)',
  tiktok: 'TikTok',
  instagram: 'Instagram',
}

export interface SocialPost {
  provider: SocialProvider
  /** The post itself, for the "open the original" link. */
  postUrl: string
  /** The provider's own embed page, loaded in a frame only when the reader asks. */
  embedUrl: string
}

/** The embed for a post URL, or null unless it is a post on one of the allowed providers. */
export function socialPost(value: unknown): SocialPost | null {
  if (typeof value !== 'string' || value.length > 500) return null
  let url: URL
  try {
    url = new URL(value.trim())
  } catch {
    return null
  }
  if (url.protocol !== 'https:') return null
  const host = url.hostname.replace(/^(www|m|mobile)\./, '')
  const path = url.pathname
  if (host === 'facebook.com') {
    const video =
      /^\/[\w.-]+\/videos\/\d+\/?$/.test(path) || (path === '/watch' && /^\d+$/.test(url.searchParams.get('v') ?? ''))
    const post = /^\/[\w.-]+\/posts\/[\w-]+\/?$/.test(path)
    if (!video && !post) return null
    const postUrl = `https://www.facebook.com${path}${path === '/watch' ? `?v=${url.searchParams.get('v')}` : ''}`
    return {
      provider: 'facebook',
      postUrl,
      embedUrl: `https://www.facebook.com/plugins/${video ? 'video' : 'post'}.php?href=${encodeURIComponent(postUrl)}&show_text=true`,
    }
  }
  if (host === 'twitter.com' || host === 'x.com') {
    const match = /^\/(\w{1,15})\/status\/(\d{5,25})\/?$/.exec(path)
    return match
      ? {
          provider: 'x',
          postUrl: `https://x.com/${match[1]}/status/${match[2]}`,
          embedUrl: `https://platform.twitter.com/embed/Tweet.html?id=${match[2]}`,
        }
      : null
  }
  if (host === 'tiktok.com') {
    const match = /^\/@([\w.]{2,24})\/video\/(\d{5,25})\/?$/.exec(path)
    return match
      ? {
          provider: 'tiktok',
          postUrl: `https://www.tiktok.com/@${match[1]}/video/${match[2]}`,
          embedUrl: `https://www.tiktok.com/embed/v2/${match[2]}`,
        }
      : null
  }
  if (host === 'instagram.com') {
    const match = /^\/(p|reel)\/([\w-]{5,40})\/?$/.exec(path)
    return match
      ? {
          provider: 'instagram',
          postUrl: `https://www.instagram.com/${match[1]}/${match[2]}/`,
          embedUrl: `https://www.instagram.com/${match[1]}/${match[2]}/embed`,
        }
      : null
  }
  return null
}
