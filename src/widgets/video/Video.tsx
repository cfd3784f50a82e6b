import { vi } from '@/i18n/vi'
import { VideoOnClick } from '@/site/embeds/VideoOnClick'
import { pickedImage } from '../image/logic'
import { ThemePlaceholder } from '../ThemePlaceholder'
import type { VideoSource } from '@/lib/video-source'

const PLAYER_ALLOW = 'autoplay; encrypted-media; picture-in-picture'

/**
 * A video that costs nothing until asked for: a 16:9 poster and a play button; the provider's player (privacy mode
 * for YouTube) loads only on click. Our own files play in the browser's player, fetched only on play. With autoplay
 * (never in the editor) the player starts muted once the reader scrolls to it. In the editor the button does nothing.
 */
export function Video({
  source,
  title,
  poster,
  autoplay,
  isEditing,
}: {
  source: VideoSource | null
  title: string
  poster: unknown
  autoplay: boolean
  isEditing: boolean
}) {
  if (!source) return isEditing ? <ThemePlaceholder text={vi.builder.empty.video} /> : null
  const image = pickedImage(poster)
  if (source.kind === 'file') {
    return (
      <figure className="builder-video">
        <video
          className="builder-video__frame"
          src={source.url}
          controls
          preload="none"
          poster={image?.url}
          aria-label={title}
          autoPlay={autoplay}
          muted={autoplay}
          playsInline
        />
      </figure>
    )
  }
  if (autoplay) {
    return (
      <figure className="builder-video">
        <iframe
          className="builder-video__frame"
          src={source.embedUrl}
          title={title}
          loading="lazy"
          allow={PLAYER_ALLOW}
          allowFullScreen
        />
      </figure>
    )
  }
  return <VideoOnClick embedUrl={source.embedUrl} title={title} poster={image} isEditing={isEditing} />
}
