import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { carouselOptions, DEFAULT_PER_VIEW, perViewFor, slidesSettings, thumbnailOptions } from './logic'

const media = (settings = {}, slideCount = 6, isEditing = false) =>
  carouselOptions(settings, { slideCount, isEditing, defaults: DEFAULT_PER_VIEW.media })

describe('carouselOptions', () => {
  it('is not set up with one slide or fewer', () => {
    expect(media({}, 1)).toBeNull()
    expect(media({}, 0)).toBeNull()
    expect(media({}, 2)).not.toBeNull()
  })

  it("shows 3 slides on desktops, 2 on tablets and 1 on phones by default, with the spec's swipe and lazy-loading constants", () => {
    const options = media({ lazyload: true })!
    expect(options.slidesPerView).toBe(1)
    expect(options.breakpoints).toEqual({
      768: { slidesPerView: 2, slidesPerGroup: 1, spaceBetween: 16 },
      1025: { slidesPerView: 3, slidesPerGroup: 1, spaceBetween: 16 },
    })
    expect(options).toMatchObject({
      threshold: 10,
      longSwipesRatio: 0.3,
      lazyPreloadPrevNext: 1,
      speed: 500,
      autoplay: false,
      pagination: true,
      navigation: true,
    })
  })

  it('testimonials show one at a time and slideshow thumbnails 5 / 4 / 3', () => {
    expect(
      carouselOptions({}, { slideCount: 4, isEditing: false, defaults: DEFAULT_PER_VIEW.testimonial })!
        .breakpoints[1025].slidesPerView,
    ).toBe(1)
    expect(perViewFor({}, DEFAULT_PER_VIEW.thumbnails, 10)).toEqual({ desktop: 5, tablet: 4, mobile: 3 })
  })

  it('never shows more slides than there are, and loops only with enough slides around those in view', () => {
    expect(perViewFor({}, DEFAULT_PER_VIEW.media, 2)).toEqual({ desktop: 2, tablet: 2, mobile: 1 })
    expect(media({ loop: true }, 4)!.loop).toBe(false)
    expect(media({ loop: true }, 5)!.loop).toBe(true)
    expect(
      carouselOptions(slidesSettings({}), { slideCount: 2, isEditing: false, defaults: DEFAULT_PER_VIEW.testimonial })!
        .loop,
    ).toBe(true)
  })

  it('autoplays only outside the editor, pausing on hover and on interaction unless told otherwise', () => {
    expect(media({ autoplay: true, autoplaySpeed: 3000 })!.autoplay).toEqual({
      delay: 3000,
      pauseOnMouseEnter: true,
      disableOnInteraction: true,
    })
    expect(media({ autoplay: true, pauseOnHover: false, pauseOnInteraction: false })!.autoplay).toEqual({
      delay: 5000,
      pauseOnMouseEnter: false,
      disableOnInteraction: false,
    })
    expect(media({ autoplay: true }, 6, true)!.autoplay).toBe(false)
  })

  it('fade shows one slide at a time', () => {
    const options = media({ effect: 'fade', perView: { desktop: 4 } })!
    expect(options.effect).toBe('fade')
    expect(options.breakpoints[1025].slidesPerView).toBe(1)
  })

  it('property: whatever the stored settings, the options stay in range', () => {
    const anything = fc.oneof(
      fc.integer({ min: -1e6, max: 1e6 }),
      fc.double(),
      fc.string({ maxLength: 4 }),
      fc.boolean(),
      fc.constant(null),
    )
    const settings = fc.record({
      perView: fc.record({ desktop: anything, tablet: anything, mobile: anything }),
      slidesToScroll: anything,
      spaceBetween: anything,
      speed: anything,
      autoplay: anything,
      autoplaySpeed: anything,
      effect: anything,
      loop: anything,
    })
    fc.assert(
      fc.property(settings, fc.integer({ min: 2, max: 30 }), fc.boolean(), (value, slideCount, isEditing) => {
        const options = media(value, slideCount, isEditing)!
        for (const view of [options, ...Object.values(options.breakpoints)]) {
          expect(view.slidesPerView).toBeGreaterThanOrEqual(1)
          expect(view.slidesPerView).toBeLessThanOrEqual(Math.min(8, slideCount))
          expect(view.slidesPerGroup).toBeGreaterThanOrEqual(1)
          expect(view.slidesPerGroup).toBeLessThanOrEqual(view.slidesPerView)
          expect(view.spaceBetween).toBeGreaterThanOrEqual(0)
        }
        expect(options.speed).toBeGreaterThanOrEqual(100)
        if (isEditing) expect(options.autoplay).toBe(false)
        if (options.autoplay) expect(options.autoplay.delay).toBeGreaterThanOrEqual(1000)
      }),
    )
  })
})

describe('slidesSettings', () => {
  it('maps navigation, infinite and transition', () => {
    expect(slidesSettings({ navigation: 'dots', transition: 'fade' })).toMatchObject({
      showArrows: false,
      pagination: true,
      effect: 'fade',
      loop: true,
    })
    expect(slidesSettings({ navigation: 'arrows', infinite: false })).toMatchObject({
      showArrows: true,
      pagination: false,
      loop: false,
      effect: 'slide',
    })
    expect(slidesSettings({ navigation: '<script>' })).toMatchObject({ showArrows: true, pagination: true })
  })
})

describe('thumbnailOptions', () => {
  it('shows 5 thumbnails on desktops, 4 on tablets and 3 on phones', () => {
    const options = thumbnailOptions()
    expect([
      options.breakpoints[1025].slidesPerView,
      options.breakpoints[768].slidesPerView,
      options.slidesPerView,
    ]).toEqual([5, 4, 3])
  })
})
