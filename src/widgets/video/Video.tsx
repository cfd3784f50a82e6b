import { vi } from '@/i18n/vi'
import { ResponsiveImage } from '@/site/ResponsiveImage'
import { pickedImage } from '../image/logic'
import { BehaviourMarker } from '@/lib/behaviour'
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
  return (
    <figure
      className="builder-video"
      data-frame-on-click
      data-frame-class="builder-video__frame"
      data-embed={source.embedUrl}
      data-title={title}
    >
      <button type="button" className="builder-video__play" aria-label={vi.builder.playVideo(title)} data-frame-button>
        {image && (
          <ResponsiveImage
            src={image.url}
            alt=""
            width={image.width}
            height={image.height}
            sizes="(max-width: 767px) 100vw, 1200px"
            className="builder-video__poster"
          />
        )}
        <span className="builder-video__title">{title}</span>
        <svg className="builder-video__icon" viewBox="0 0 68 48" width="68" height="48" aria-hidden="true">
          <rect width="68" height="48" rx="14" fill="#0b5cd5" />
          <path d="M27 14v20l18-10z" fill="#fff" />
        </svg>
      </button>
      {!isEditing && <BehaviourMarker name="frameOnClick" />}
    </figure>
  )
}
