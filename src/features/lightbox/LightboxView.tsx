import Lightbox from 'yet-another-react-lightbox'
import Captions from 'yet-another-react-lightbox/plugins/captions'
import Counter from 'yet-another-react-lightbox/plugins/counter'
import Download from 'yet-another-react-lightbox/plugins/download'
import Fullscreen from 'yet-another-react-lightbox/plugins/fullscreen'
import Share, { isShareSupported } from 'yet-another-react-lightbox/plugins/share'
import Zoom from 'yet-another-react-lightbox/plugins/zoom'
import { lightbox } from '@/i18n/lightbox'
import CopyLinkShare from './CopyLinkShare'
import type { LightboxSlide } from './logic'

const labels = {
  Previous: lightbox.previous,
  Next: lightbox.next,
  Close: lightbox.close,
  Slide: lightbox.slide,
  Carousel: lightbox.carousel,
  Lightbox: lightbox.lightbox,
  'Photo gallery': lightbox.carousel,
  '{index} of {total}': `{index} ${lightbox.of} {total}`,
  'Zoom in': lightbox.zoomIn,
  'Zoom out': lightbox.zoomOut,
  'Enter Fullscreen': lightbox.enterFullscreen,
  'Exit Fullscreen': lightbox.exitFullscreen,
  Share: lightbox.share,
  'Copy link': lightbox.shareCopy,
  Download: lightbox.download,
}

function VideoSlide({ video, title }: { video: NonNullable<LightboxSlide['video']>; title?: string }) {
  return video.kind === 'file' ? (
    <video
      className="lightbox-video"
      src={video.url}
      controls
      autoPlay
      playsInline
      aria-label={title ?? lightbox.video}
    />
  ) : (
    <iframe
      className="lightbox-video"
      src={video.url}
      title={title ?? lightbox.video}
      allow="autoplay; fullscreen; picture-in-picture"
      allowFullScreen
    />
  )
}

/**
 * Sharing: the system's share sheet where the browser has one (the library's Share plugin), otherwise copying the
 * image's link; neither without the clipboard either.
 */
const sharePlugins = () => (isShareSupported() ? [Share] : navigator.clipboard ? [CopyLinkShare] : [])

/** The lightbox itself: counter, fullscreen, zoom, share, download, captions, previous/next, close; videos too. */
export default function LightboxView({
  slides,
  index,
  onClose,
}: {
  slides: LightboxSlide[]
  index: number
  onClose: () => void
}) {
  return (
    <Lightbox
      open
      close={onClose}
      index={index}
      slides={slides}
      render={{
        slide: ({ slide }) =>
          (slide as LightboxSlide).video ? (
            <VideoSlide video={(slide as LightboxSlide).video!} title={slide.title as string | undefined} />
          ) : undefined,
      }}
      labels={labels}
      plugins={[Captions, Counter, Download, Fullscreen, ...sharePlugins(), Zoom]}
      counter={{ container: { style: { top: 0, bottom: 'unset' } } }}
      captions={{ descriptionTextAlign: 'center' }}
      carousel={{ finite: slides.length <= 1 }}
      controller={{ closeOnBackdropClick: true }}
    />
  )
}
