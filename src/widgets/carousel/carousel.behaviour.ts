import { carousel } from '@/i18n/carousel'
import { type CarouselOptions, thumbnailOptions } from './logic'

/**
 * Starts the carousel around it with Swiper, loaded only on pages that have a carousel. A visible button pauses
 * and resumes autoplay (WCAG 2.2.2); autoplay also pauses while the pointer or the keyboard focus is inside.
 */
export default function start(marker: HTMLElement): (() => void) | void {
  const root = marker.closest<HTMLElement>('[data-carousel]')
  const main = root?.querySelector<HTMLElement>(':scope > .swiper')
  if (!root || !main) return
  const options = JSON.parse(root.dataset.carousel ?? 'null') as CarouselOptions | null
  if (!options) return
  let cancelled = false
  const cleanups: (() => void)[] = []

  // Swiper comes as a chunk of its own: one that fails to load is told as site/behaviours/start.ts tells it.
  ;(async () => {
    const [{ default: Swiper }, { A11y, Autoplay, EffectFade, Keyboard, Navigation, Pagination, Thumbs }] =
      await Promise.all([import('swiper'), import('swiper/modules')])
    if (cancelled) return
    const thumbsElement = root.querySelector<HTMLElement>('[data-carousel-thumbs]')
    const thumbs = thumbsElement ? new Swiper(thumbsElement, thumbnailOptions()) : null
    const { navigation, pagination, ...rest } = options
    // Readers who asked for less motion get a carousel that moves only when they move it.
    const autoplay = matchMedia('(prefers-reduced-motion: reduce)').matches ? false : options.autoplay
    const swiper = new Swiper(main, {
      ...rest,
      modules: [A11y, Autoplay, EffectFade, Keyboard, Navigation, Pagination, Thumbs],
      fadeEffect: { crossFade: true },
      autoplay,
      keyboard: { enabled: true, onlyInViewport: true },
      navigation: navigation
        ? {
            prevEl: root.querySelector<HTMLElement>('[data-carousel-prev]'),
            nextEl: root.querySelector<HTMLElement>('[data-carousel-next]'),
          }
        : false,
      pagination: pagination
        ? { el: root.querySelector<HTMLElement>('[data-carousel-dots]'), clickable: true, bulletElement: 'button' }
        : false,
      thumbs: thumbs ? { swiper: thumbs } : undefined,
      a11y: {
        prevSlideMessage: carousel.previous,
        nextSlideMessage: carousel.next,
        firstSlideMessage: carousel.first,
        lastSlideMessage: carousel.last,
        paginationBulletMessage: carousel.goTo('{{index}}'),
        slideLabelMessage: '{{index}} / {{slidesLength}}',
        containerRoleDescriptionMessage: carousel.carousel,
        itemRoleDescriptionMessage: carousel.slide,
      },
    })
    root.classList.add('is-ready')
    cleanups.push(
      () => swiper.destroy(),
      () => thumbs?.destroy(),
    )

    const pause = root.querySelector<HTMLButtonElement>('[data-carousel-pause]')
    if (!pause) return
    if (!autoplay) {
      pause.hidden = true
      return
    }
    // The button's name says what it will do: "Tạm dừng" while playing, "Phát" once stopped.
    swiper.on('autoplayStart', () => (pause.textContent = carousel.pause))
    swiper.on('autoplayStop', () => (pause.textContent = carousel.play))
    const onPause = () => (swiper.autoplay.running ? swiper.autoplay.stop() : swiper.autoplay.start())
    const onFocusIn = () => swiper.autoplay.running && swiper.autoplay.pause()
    const onFocusOut = (event: FocusEvent) => {
      if (swiper.autoplay.running && !root.contains(event.relatedTarget as Node | null)) swiper.autoplay.resume()
    }
    pause.addEventListener('click', onPause)
    root.addEventListener('focusin', onFocusIn)
    root.addEventListener('focusout', onFocusOut)
    cleanups.push(() => {
      pause.removeEventListener('click', onPause)
      root.removeEventListener('focusin', onFocusIn)
      root.removeEventListener('focusout', onFocusOut)
    })
  })().catch((error: unknown) => console.error('behaviour carousel:', error))

  return () => {
    cancelled = true
    cleanups.forEach((cleanup) => cleanup())
  }
}
