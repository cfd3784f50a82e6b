import { socialPost, type SocialPost } from './social-post'
import { videoSource } from './video-source'

/**
 * What an article's embed block may show, pure: the builder's allow-lists, a YouTube or Vimeo player (privacy mode)
 * or a post on Facebook, X, TikTok or Instagram (docs/import.md, Post content).
 */
export type ArticleEmbed = { kind: 'video'; embedUrl: string } | { kind: 'social'; post: SocialPost }

/** The embed for an address, or null when it is none of the allowed services. */
export function articleEmbed(url: unknown): ArticleEmbed | null {
  const video = videoSource(url, { privacy: true, start: 0 })
  if (video && video.kind !== 'file') return { kind: 'video', embedUrl: video.embedUrl }
  const post = socialPost(url)
  return post && { kind: 'social', post }
}
