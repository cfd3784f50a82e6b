import { vi } from '@/i18n/vi'
import { BehaviourMarker } from '@/lib/behaviour'
import { ResponsiveImage } from '../ResponsiveImage'

/**
 * A provider's video player behind a 16:9 button: nothing loads from the provider until the reader clicks. The
 * builder's video widget and an article's embed block show it; in the editor the button does nothing.
 */
export function VideoOnClick({
  embedUrl,
  title,
  poster,
  isEditing,
}: {
  embedUrl: string
  title: string
  poster: { url: string; width: number; height: number } | null
  isEditing: boolean
}) {
  return (
    <figure
      className="builder-video"
      data-frame-on-click
      data-frame-class="builder-video__frame"
      data-embed={embedUrl}
      data-title={title}
    >
      <button type="button" className="builder-video__play" aria-label={vi.builder.playVideo(title)} data-frame-button>
        {poster && (
          <ResponsiveImage
            src={poster.url}
            alt=""
            width={poster.width}
            height={poster.height}
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
