import { finiteNumber } from '@/lib/number'

/**
 * Carousel settings (docs/widgets.md, Carousels and slides) turned into the options
 * the carousel island hands to Swiper. Pure; the result is plain JSON so the server can put it in the markup.
 */

/** Slides per view by device: desktop (and the disabled wider modes), tablet, mobile. */
export interface PerView {
  desktop: number
  tablet: number
  mobile: number
}

/** Main carousel 3 / 2 / 1; testimonials 1 everywhere; slideshow thumbnails 5 / 4 / 3 (5/5/5/5/4/4/3 by device). */
export const DEFAULT_PER_VIEW = {
  media: { desktop: 3, tablet: 2, mobile: 1 },
  product: { desktop: 4, tablet: 3, mobile: 2 },
  testimonial: { desktop: 1, tablet: 1, mobile: 1 },
  thumbnails: { desktop: 5, tablet: 4, mobile: 3 },
} satisfies Record<string, PerView>

/** Touch swipe: threshold 10 px, long-swipe ratio 0.3; lazy loading pre-loads one neighbour. */
export const SWIPE_THRESHOLD = 10
export const LONG_SWIPES_RATIO = 0.3
export const LAZY_PRELOAD_NEIGHBOURS = 1

/** Breakpoints as Swiper's minimum widths: tablet from 768 px (mobile ≤ 767), desktop from 1025 px (tablet ≤ 1024). */
const TABLET_MIN = 768
const DESKTOP_MIN = 1025

export interface CarouselSettings {
  perView?: Partial<Record<keyof PerView, unknown>>
  slidesToScroll?: unknown
  spaceBetween?: unknown
  loop?: unknown
  speed?: unknown
  effect?: unknown
  autoplay?: unknown
  autoplaySpeed?: unknown
  pauseOnHover?: unknown
  pauseOnInteraction?: unknown
  lazyload?: unknown
  pagination?: unknown
  showArrows?: unknown
}

export interface CarouselOptions {
  slidesPerView: number
  slidesPerGroup: number
  spaceBetween: number
  breakpoints: Record<number, { slidesPerView: number; slidesPerGroup: number; spaceBetween: number }>
  loop: boolean
  speed: number
  effect: 'slide' | 'fade'
  autoplay: false | { delay: number; pauseOnMouseEnter: boolean; disableOnInteraction: boolean }
  lazyPreloadPrevNext: number
  threshold: number
  longSwipesRatio: number
  pagination: boolean
  navigation: boolean
}

const whole = (value: unknown, min: number, max: number, fallback: number) => {
  const number = finiteNumber(value)
  return number === null ? fallback : Math.min(max, Math.max(min, Math.round(number)))
}

/** Slides per view on each device: the editor's number (1–8) or the default, never more than there are slides. */
export function perViewFor(settings: CarouselSettings['perView'], defaults: PerView, slideCount: number): PerView {
  const count = Math.max(1, slideCount)
  const pick = (device: keyof PerView) => Math.min(count, whole(settings?.[device], 1, 8, defaults[device]))
  return { desktop: pick('desktop'), tablet: pick('tablet'), mobile: pick('mobile') }
}

/**
 * The Swiper options of a carousel, or null when it is not set up: one slide or fewer. Autoplay is off in edit
 * mode; fade shows one slide at a time.
 */
export function carouselOptions(
  settings: CarouselSettings,
  context: { slideCount: number; isEditing: boolean; defaults: PerView },
): CarouselOptions | null {
  if (context.slideCount <= 1) return null
  const effect = settings.effect === 'fade' ? 'fade' : 'slide'
  const perView =
    effect === 'fade'
      ? { desktop: 1, tablet: 1, mobile: 1 }
      : perViewFor(settings.perView, context.defaults, context.slideCount)
  const spaceBetween = whole(settings.spaceBetween, 0, 100, 16)
  const group = (view: number) => Math.min(view, whole(settings.slidesToScroll, 1, 8, 1))
  const at = (view: number) => ({ slidesPerView: view, slidesPerGroup: group(view), spaceBetween })
  return {
    ...at(perView.mobile),
    breakpoints: { [TABLET_MIN]: at(perView.tablet), [DESKTOP_MIN]: at(perView.desktop) },
    // Looping needs the slides in view plus those Swiper moves around them, or it shows gaps.
    loop:
      settings.loop === true &&
      context.slideCount >= perView.desktop + Math.max(group(perView.desktop), Math.ceil(perView.desktop / 2)),
    speed: whole(settings.speed, 100, 5_000, 500),
    effect,
    autoplay:
      settings.autoplay === true && !context.isEditing
        ? {
            delay: whole(settings.autoplaySpeed, 1_000, 60_000, 5_000),
            pauseOnMouseEnter: settings.pauseOnHover !== false,
            disableOnInteraction: settings.pauseOnInteraction !== false,
          }
        : false,
    lazyPreloadPrevNext: settings.lazyload === true ? LAZY_PRELOAD_NEIGHBOURS : 0,
    threshold: SWIPE_THRESHOLD,
    longSwipesRatio: LONG_SWIPES_RATIO,
    pagination: settings.pagination !== false,
    navigation: settings.showArrows !== false,
  }
}

/** The Slides widget's own settings (navigation arrows / dots / both, infinite, transition) as carousel settings. */
export function slidesSettings(props: {
  navigation?: unknown
  autoplay?: unknown
  autoplaySpeed?: unknown
  pauseOnHover?: unknown
  pauseOnInteraction?: unknown
  infinite?: unknown
  transition?: unknown
  transitionSpeed?: unknown
}): CarouselSettings {
  const navigation = props.navigation === 'arrows' || props.navigation === 'dots' ? props.navigation : 'both'
  return {
    perView: { desktop: 1, tablet: 1, mobile: 1 },
    loop: props.infinite !== false,
    effect: props.transition === 'fade' ? 'fade' : 'slide',
    speed: props.transitionSpeed,
    autoplay: props.autoplay,
    autoplaySpeed: props.autoplaySpeed,
    pauseOnHover: props.pauseOnHover,
    pauseOnInteraction: props.pauseOnInteraction,
    showArrows: navigation !== 'dots',
    pagination: navigation !== 'arrows',
    lazyload: true,
  }
}

/** Space between slideshow thumbnails, in px. */
export const THUMBNAIL_GAP = 8

/** The Swiper options of a slideshow's thumbnail strip: 5 / 4 / 3 by device. */
export function thumbnailOptions() {
  const perView = DEFAULT_PER_VIEW.thumbnails
  return {
    slidesPerView: perView.mobile,
    spaceBetween: THUMBNAIL_GAP,
    breakpoints: { [TABLET_MIN]: { slidesPerView: perView.tablet }, [DESKTOP_MIN]: { slidesPerView: perView.desktop } },
    watchSlidesProgress: true,
    threshold: SWIPE_THRESHOLD,
  }
}
