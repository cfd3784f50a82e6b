import type { CSSProperties, ReactNode } from 'react'
import { vi } from '@/i18n/vi'
import { BehaviourMarker } from '@/lib/behaviour'
import { type CarouselOptions, DEFAULT_PER_VIEW, type PerView, THUMBNAIL_GAP } from './logic'

type Props = {
  label: string
  options: CarouselOptions | null
  perView: PerView
  slides: ReactNode[]
  className?: string
  /** Small images under a slideshow, each selecting its slide (the media carousel's slideshow skin). */
  thumbnails?: ReactNode[]
}

const perViewStyle = (perView: PerView, gap: number) =>
  ({
    '--per-view-desktop': perView.desktop,
    '--per-view-tablet': perView.tablet,
    '--per-view-mobile': perView.mobile,
    '--gap': `${gap}px`,
  }) as CSSProperties

/**
 * A carousel's markup, laid out by CSS exactly as the carousel will be once its script runs (no shift), and
 * readable without it. One slide or fewer: no carousel at all, the slide is simply shown.
 */
export function Carousel({ label, options, perView, slides, className = '', thumbnails }: Props) {
  const gap = options?.spaceBetween ?? 0
  return (
    <section
      className={`builder-carousel ${options?.effect === 'fade' ? 'builder-carousel--fade' : ''} ${className}`}
      aria-roledescription={vi.carousel.carousel}
      aria-label={label || vi.carousel.carousel}
      data-carousel={options ? JSON.stringify(options) : undefined}
    >
      <div className="swiper" style={perViewStyle(perView, gap)}>
        <div className="swiper-wrapper">
          {slides.map((slide, index) => (
            <div
              className="swiper-slide"
              key={index}
              role="group"
              aria-roledescription={vi.carousel.slide}
              aria-label={`${index + 1} / ${slides.length}`}
            >
              {slide}
            </div>
          ))}
        </div>
      </div>
      {options && thumbnails && (
        <div
          className="swiper builder-carousel__thumbs"
          data-carousel-thumbs
          style={perViewStyle(DEFAULT_PER_VIEW.thumbnails, THUMBNAIL_GAP)}
          aria-hidden="true"
        >
          <div className="swiper-wrapper">
            {thumbnails.map((thumbnail, index) => (
              <div className="swiper-slide" key={index}>
                {thumbnail}
              </div>
            ))}
          </div>
        </div>
      )}
      {options && (
        <div className="builder-carousel__controls">
          {options.navigation && (
            <button
              type="button"
              className="builder-carousel__arrow"
              data-carousel-prev
              aria-label={vi.carousel.previous}
            >
              <span aria-hidden="true">‹</span>
            </button>
          )}
          {options.pagination && <div className="builder-carousel__dots" data-carousel-dots />}
          {options.navigation && (
            <button type="button" className="builder-carousel__arrow" data-carousel-next aria-label={vi.carousel.next}>
              <span aria-hidden="true">›</span>
            </button>
          )}
          {options.autoplay && (
            <button type="button" className="builder-carousel__pause" data-carousel-pause>
              {vi.carousel.pause}
            </button>
          )}
          <BehaviourMarker name="carousel" />
        </div>
      )}
    </section>
  )
}
