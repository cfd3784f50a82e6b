/** Elementor's media widgets as ours: video, carousels, slides, galleries, hotspots, Lottie (docs/import.md). */

import { colour, items, linkUrl, number, oneOf, plainText, text, whole, yes, type Settings } from '../read'
import type { Conversion } from '../conversion'
import { align } from './basic'
import type { WidgetConverter } from './types'

const YOUTUBE_OR_VIMEO = /^https?:\/\/(www\.|m\.)?(youtube\.com|youtu\.be|vimeo\.com)\//i
const MEDIA_VIDEO = /^\/api\/media\/file\/[\w.-]+\.(?:mp4|webm)$/i

/** The address of the video an Elementor video widget plays, on YouTube, Vimeo or among the imported media. */
function videoUrl(settings: Settings, conversion: Conversion): string {
  const kind = settings.video_type ?? 'youtube'
  if (kind === 'youtube' || kind === 'vimeo') {
    const url = text(settings[`${kind}_url`], 500)
    return YOUTUBE_OR_VIMEO.test(url) ? url : ''
  }
  if (kind === 'hosted') {
    const source = settings.insert_url === 'yes' ? linkUrl(settings.external_url) : settings.hosted_url
    const media = conversion.media(source)
    return media && MEDIA_VIDEO.test(media.url) ? media.url : ''
  }
  return ''
}

const video: WidgetConverter = (settings, conversion) => {
  const url = videoUrl(settings, conversion)
  if (!url) {
    conversion.unmapped(settings.video_type === 'hosted' ? 'hosted_url' : 'video_type')
    return null
  }
  if (whole(settings.end)) conversion.unmapped('end')
  return conversion.block('Video', {
    url,
    title: '',
    privacy: yes(settings.yt_privacy, false),
    start: Math.max(0, whole(settings.start) ?? 0),
    autoplay: yes(settings.autoplay, false),
    poster: settings.show_image_overlay === 'yes' ? conversion.image(settings.image_overlay, 'image_overlay') : null,
  })
}

/** Per-device counts of items shown at once, empty where Elementor had its default. */
function perView(settings: Settings, key: string) {
  const read = (suffix: string) => {
    const count = whole(settings[`${key}${suffix}`])
    return count === null ? undefined : Math.min(8, Math.max(1, count))
  }
  return { desktop: read(''), tablet: read('_tablet'), mobile: read('_mobile') }
}

/** The carousel settings our carousels share, from the keys Elementor's Swiper widgets share. */
function carouselSettings(settings: Settings, loopKey: string, autoplayDefault: boolean) {
  return {
    slidesToScroll: Math.round(number(settings.slides_to_scroll, 1, 1, 8)),
    effect: oneOf(settings.effect, ['slide', 'fade'], 'slide'),
    speed: Math.round(number(settings.speed, 500, 100, 5000)),
    loop: yes(settings[loopKey], true),
    autoplay: yes(settings.autoplay, autoplayDefault),
    autoplaySpeed: Math.round(number(settings.autoplay_speed, 5000, 1000, 60000)),
    pauseOnHover: yes(settings.pause_on_hover, true),
    pauseOnInteraction: yes(settings.pause_on_interaction, true),
    lazyload: true,
  }
}

/** The images of a gallery control (`[{ id, url }]`), as our image props; missing ones are reported. */
function galleryImages(value: unknown, setting: string, conversion: Conversion, max: number) {
  const list = items(value, 500)
  if (list.length > max) conversion.unmapped(setting)
  return list.slice(0, max).flatMap((item) => {
    const image = conversion.image(item, setting)
    return image ? [image] : []
  })
}

const imageCarousel: WidgetConverter = (settings, conversion) => {
  const images = galleryImages(settings.carousel, 'carousel', conversion, 30)
  if (!images.length) return null
  if (settings.caption_type) conversion.unmapped('caption_type')
  if (settings.link_to === 'custom') conversion.unmapped('link')
  const navigation = oneOf(settings.navigation, ['both', 'arrows', 'dots', 'none'], 'both')
  const spacing = settings.image_spacing === 'custom' ? number(settings.image_spacing_custom, 20, 0, 100) : 20
  return conversion.block('MediaCarousel', {
    label: plainText(settings.carousel_name, 200),
    skin: 'carousel',
    items: images.map((image) => ({ image, caption: '' })),
    perView: perView(settings, 'slides_to_show'),
    spaceBetween: Math.round(spacing),
    ...carouselSettings(settings, 'infinite', true),
    pagination: navigation === 'both' || navigation === 'dots',
    showArrows: navigation === 'both' || navigation === 'arrows',
  })
}

/** The navigation of Elementor Pro's carousels (media, testimonials, loop). */
function proNavigation(settings: Settings) {
  return {
    perView: perView(settings, 'slides_per_view'),
    spaceBetween: Math.round(number(settings.space_between, 10, 0, 100)),
    pagination: (settings.pagination ?? 'bullets') !== '',
    showArrows: yes(settings.show_arrows, true),
  }
}

const mediaCarousel: WidgetConverter = (settings, conversion) => {
  const slides = items(settings.slides, 100)
  if (slides.some((slide) => slide.type === 'video')) conversion.unmapped('slides.video')
  if (slides.some((slide) => slide.image_link_to_type === 'custom')) conversion.unmapped('slides.image_link_to')
  const images = galleryImages(
    slides.filter((slide) => slide.type !== 'video').map((slide) => slide.image),
    'slides.image',
    conversion,
    30,
  )
  if (!images.length) return null
  if (settings.skin === 'coverflow') conversion.unmapped('skin')
  return conversion.block('MediaCarousel', {
    label: '',
    skin: settings.skin === 'slideshow' ? 'slideshow' : 'carousel',
    items: images.map((image) => ({ image, caption: '' })),
    ...proNavigation(settings),
    ...carouselSettings(settings, 'loop', true),
  })
}

const testimonialCarousel: WidgetConverter = (settings, conversion) => {
  const slides = items(settings.slides, 20).map((slide) => ({
    quote: plainText(slide.content, 2_000),
    name: plainText(slide.name, 200),
    role: plainText(slide.title, 200),
    avatar: conversion.image(slide.image, 'slides.image'),
  }))
  const shown = slides.filter((slide) => slide.quote || slide.name)
  if (!shown.length) return null
  return conversion.block('TestimonialCarousel', {
    label: '',
    items: shown,
    ...proNavigation(settings),
    ...carouselSettings(settings, 'loop', true),
  })
}

const slides: WidgetConverter = (settings, conversion) => {
  const list = items(settings.slides, 100)
  if (list.length > 12) conversion.unmapped('slides')
  const shown = list.slice(0, 12).map((slide) => ({
    heading: plainText(slide.heading, 300),
    description: plainText(slide.description, 2_000),
    buttonText: plainText(slide.button_text, 100),
    buttonUrl: conversion.link(slide.link, 'slides.link'),
    image: conversion.image(slide.background_image, 'slides.background_image'),
    background: colour(slide.background_color).slice(0, 7) || '#0b5cd5',
  }))
  if (!shown.length) return null
  const navigation = settings.navigation ?? 'both'
  if (navigation === 'none') conversion.unmapped('navigation')
  return conversion.block('Slides', {
    label: '',
    height: Math.round(number(settings.slides_height, 400, 200, 900)),
    slides: shown,
    navigation: oneOf(navigation, ['arrows', 'dots', 'both'], 'both'),
    autoplay: yes(settings.autoplay, true),
    autoplaySpeed: Math.round(number(settings.autoplay_speed, 5000, 1000, 60000)),
    pauseOnHover: yes(settings.pause_on_hover, true),
    pauseOnInteraction: yes(settings.pause_on_interaction, true),
    infinite: yes(settings.infinite, true),
    transition: oneOf(settings.transition, ['slide', 'fade'], 'slide'),
    transitionSpeed: Math.round(number(settings.transition_speed, 500, 100, 5000)),
  })
}

const RATIOS = ['1:1', '3:2', '4:3', '16:9', '9:16', '21:9'] as const

/** Columns per device, 1–6. */
function columns(settings: Settings, desktop: number, tablet: number, mobile: number) {
  const read = (key: string, fallback: number) => Math.round(number(settings[key], fallback, 1, 6))
  return {
    desktop: read('columns', desktop),
    tablet: read('columns_tablet', tablet),
    mobile: read('columns_mobile', mobile),
  }
}

const gallery: WidgetConverter = (settings, conversion) => {
  const multiple = settings.gallery_type === 'multiple'
  const galleries = multiple
    ? items(settings.galleries, 20).map((set) => ({
        title: plainText(set.gallery_title, 100),
        images: galleryImages(set.multiple_gallery, 'galleries.multiple_gallery', conversion, 60).map((image) => ({
          image,
        })),
      }))
    : [{ title: '', images: galleryImages(settings.gallery, 'gallery', conversion, 60).map((image) => ({ image })) }]
  const shown = galleries.filter((set) => set.images.length)
  if (!shown.length) return null
  const layout = settings.gallery_layout ?? 'grid'
  if (layout === 'justified') conversion.unmapped('gallery_layout')
  if (settings.link_to === 'custom' || settings.gallery_link === 'custom') conversion.unmapped('gallery_link')
  return conversion.block('Gallery', {
    galleries: shown,
    showFilter: multiple && yes(settings.show_all_galleries, true),
    allLabel: plainText(settings.show_all_galleries_label, 100),
    layout: layout === 'masonry' ? 'masonry' : 'grid',
    columns: columns(settings, 4, 2, 1),
    gap: Math.round(number(settings.gap, 10, 0, 60)),
    ratio: oneOf(settings.aspect_ratio, RATIOS, '3:2'),
  })
}

/** WordPress's basic gallery widget: one set of images. */
const basicGallery: WidgetConverter = (settings, conversion) => {
  const images = galleryImages(settings.wp_gallery, 'wp_gallery', conversion, 60)
  if (!images.length) return null
  const count = Math.round(number(settings.gallery_columns, 4, 1, 6))
  return conversion.block('Gallery', {
    galleries: [{ title: '', images: images.map((image) => ({ image })) }],
    showFilter: false,
    allLabel: '',
    layout: 'grid',
    columns: { desktop: count, tablet: Math.min(count, 3), mobile: Math.min(count, 2) },
    gap: 12,
    ratio: '1:1',
  })
}

const TIP_POSITIONS: Record<string, string> = { top: 'above', bottom: 'below', left: 'left', right: 'right' }

/** A hotspot's position in percent from the left or top, whichever side Elementor measured it from. */
function offset(value: unknown, fromFarSide: boolean): number {
  const percent = number(value, 50, 0, 100)
  return Math.round(fromFarSide ? 100 - percent : percent)
}

const hotspot: WidgetConverter = (settings, conversion) => {
  const picture = conversion.image(settings.image, 'image')
  if (!picture) return null
  const position = TIP_POSITIONS[text(settings.tooltip_position)] ?? 'above'
  const spots = items(settings.hotspot, 20).map((spot) => ({
    label: plainText(spot.hotspot_label, 100),
    x: offset(spot.hotspot_offset_x, spot.hotspot_horizontal === 'right'),
    y: offset(spot.hotspot_offset_y, spot.hotspot_vertical === 'bottom'),
    marker: 'plus',
    text: plainText(spot.hotspot_tooltip_content, 1_000),
    linkText: '',
    linkUrl: conversion.link(spot.hotspot_link, 'hotspot.hotspot_link'),
    position: TIP_POSITIONS[text(spot.hotspot_tooltip_position_horizontal)] ?? position,
  }))
  if (settings.tooltip_trigger === 'none') conversion.unmapped('tooltip_trigger')
  return conversion.block('Hotspots', {
    image: picture,
    trigger: settings.tooltip_trigger === 'mouseenter' || settings.tooltip_trigger === 'hover' ? 'hover' : 'click',
    duration: Math.round(number(settings.hotspot_sequenced_animation_duration, 1000, 0, 10_000)),
    pulse: (settings.hotspot_animation ?? 'expand') !== 'none',
    hotspots: spots,
    caption: '',
  })
}

/** How many times a looping animation plays, 1–1000, or undefined: for ever. */
function timesToPlay(value: unknown): number | undefined {
  const times = whole(value)
  return times === null || times < 1 ? undefined : Math.min(1000, times)
}

const TRIGGERS = ['none', 'arriving_to_viewport', 'bind_to_scroll', 'on_click', 'on_hover'] as const

const lottie: WidgetConverter = (settings, conversion) => {
  const external = settings.source === 'external_url'
  const media = external ? null : conversion.media(settings.source_json)
  const url = external ? conversion.link(settings.source_external_url, 'source_external_url') : ''
  if (!media && !url) {
    conversion.unmapped(external ? 'source_external_url' : 'source_json')
    return null
  }
  const viewport = (settings.viewport as Settings | undefined)?.sizes as Settings | undefined
  return conversion.block('Lottie', {
    file: media ? { id: media.id, url: media.url, filename: media.url.split('/').pop() ?? '' } : null,
    url: /^https?:\/\//.test(url) ? url : '',
    trigger: oneOf(settings.trigger, TRIGGERS, 'arriving_to_viewport'),
    hoverOut: settings.on_hover_out === 'reverse' ? 'reverse' : 'pause',
    viewport: { start: number(viewport?.start, 0, 0, 100), end: number(viewport?.end, 100, 0, 100) },
    loop: yes(settings.loop, false),
    numberOfTimes: timesToPlay(settings.number_of_times),
    reverse: yes(settings.reverse_animation, false),
    startPoint: number(settings.start_point, 0, 0, 100),
    endPoint: number(settings.end_point, 100, 0, 100),
    speed: number(settings.play_speed, 1, 0.1, 5),
    link: settings.link_to === 'custom' ? conversion.link(settings.custom_link, 'custom_link') : '',
    label: '',
    decorative: false,
    caption: settings.caption_source === 'custom' ? plainText(settings.caption, 300) : '',
    width: Math.round(number(settings.width, 320, 40, 1200)),
    ratio: '1:1',
    align: align(settings.align, 'center'),
  })
}

export const mediaWidgets: Record<string, WidgetConverter> = {
  video,
  'image-carousel': imageCarousel,
  'media-carousel': mediaCarousel,
  'testimonial-carousel': testimonialCarousel,
  slides,
  gallery,
  'image-gallery': basicGallery,
  hotspot,
  lottie,
}
