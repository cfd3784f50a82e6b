import { describe, expect, it } from 'vitest'
import { context, fixture } from '../../../../tests/fixtures/wordpress/elementor/context'
import { convertElementorLayout } from './convert'
import type { Block } from './types'

function converted(name: string) {
  const result = convertElementorLayout(fixture(name), {}, context)
  const settings = result.unmapped.map(({ elementId, setting, reason }) => `${elementId} ${setting ?? reason}`)
  return { ...result, settings, blocks: result.document.content[0].props.content as Block[] }
}

describe('Elementor media carousels', () => {
  it('become a MediaCarousel of the image slides with skin, counts, spacing and navigation; videos reported', () => {
    const { blocks, settings } = converted('media-carousel.json')
    expect(blocks[0]).toMatchObject({
      type: 'MediaCarousel',
      props: {
        skin: 'slideshow',
        items: [
          { image: { url: '/api/media/file/iphone-15.jpg' } },
          { image: { url: '/api/media/file/galaxy-s24.jpg' } },
        ],
        perView: { desktop: 2, mobile: 1 },
        spaceBetween: 16,
        effect: 'fade',
        speed: 600,
        loop: false,
        autoplay: false,
        pagination: true,
        showArrows: true,
      },
    })
    expect(settings).toEqual(['m1a2b3c slides.video', 'm1a2b3c slides.image_link_to'])
  })
})

describe('Elementor testimonial carousels', () => {
  it('become a TestimonialCarousel with each quote, name, role and avatar', () => {
    const { blocks } = converted('testimonial-carousel.json')
    expect(blocks[0].props).toMatchObject({
      items: [
        {
          quote: 'Làm theo hướng dẫn, máy mình chạy nhanh hẳn. Cảm ơn ThuThuật!',
          name: 'Chị Lan',
          role: 'Giáo viên, Hà Nội',
          avatar: { url: '/api/media/file/chi-lan.jpg' },
        },
        { quote: 'Bài viết dễ hiểu, có ảnh từng bước.', name: 'Anh Minh', role: 'Kỹ sư, Đà Nẵng', avatar: null },
      ],
      perView: { desktop: 1 },
      autoplaySpeed: 7000,
    })
  })
})

describe('Elementor slides', () => {
  it('become Slides with heading, text, button, background colour and image, height and timing', () => {
    const { blocks } = converted('slides.json')
    expect(blocks[0].props).toMatchObject({
      height: 520,
      navigation: 'dots',
      transition: 'fade',
      transitionSpeed: 800,
      infinite: false,
      autoplay: true,
      autoplaySpeed: 6000,
      slides: [
        {
          heading: 'Giảm 30% phụ kiện',
          description: 'Chỉ trong tuần này, cho mọi đơn từ 200.000 ₫.',
          buttonText: 'Mua ngay',
          buttonUrl: '/cua-hang/',
          image: { url: '/api/media/file/banner-phu-kien.jpg' },
          background: '#c62828',
        },
        { heading: 'Khóa học Excel miễn phí', buttonUrl: '/khoa-hoc-excel/', image: null, background: '#1565c0' },
      ],
    })
  })
})

describe('Elementor galleries', () => {
  it('become a Gallery with named sets and filter, masonry, columns per device, gap and ratio', () => {
    const { blocks } = converted('gallery.json')
    expect(blocks[0].props).toMatchObject({
      galleries: [
        { title: 'Điện thoại', images: [{ image: { url: '/api/media/file/dt-1.jpg' } }, { image: {} }] },
        { title: 'Máy tính', images: [{ image: { url: '/api/media/file/mt-1.jpg' } }] },
      ],
      showFilter: true,
      allLabel: 'Tất cả',
      layout: 'masonry',
      columns: { desktop: 3, tablet: 2, mobile: 1 },
      gap: 8,
      ratio: '4:3',
    })
    expect(blocks[1].props).toMatchObject({ showFilter: false, columns: { desktop: 3, tablet: 3, mobile: 2 } })
  })
})

describe('Elementor hotspots', () => {
  it('become Hotspots with positions measured from the left and top, tooltips, links and the trigger', () => {
    const { blocks } = converted('hotspot.json')
    expect(blocks[0].props).toMatchObject({
      image: { url: '/api/media/file/ban-phim.jpg' },
      trigger: 'hover',
      duration: 2000,
      pulse: false,
      hotspots: [
        {
          label: 'Phím Windows',
          x: 20,
          y: 70,
          text: 'Mở menu Start.',
          linkUrl: '/phim-tat-windows/',
          position: 'below',
        },
        { label: 'Phím Fn', x: 90, y: 95, text: 'Dùng cùng phím F1–F12.' },
      ],
    })
  })
})

describe('Elementor Lottie animations', () => {
  it('become Lottie blocks from the imported file or an external address, with trigger and playback', () => {
    const { blocks } = converted('lottie.json')
    expect(blocks[0].props).toMatchObject({
      file: { url: '/api/media/file/chuong-reo.json', filename: 'chuong-reo.json' },
      trigger: 'on_hover',
      hoverOut: 'reverse',
      loop: true,
      numberOfTimes: 3,
      speed: 1.5,
      link: '/lien-he/',
      caption: 'Gọi cho chúng tôi',
      width: 200,
      align: 'left',
    })
    expect(blocks[1].props).toMatchObject({
      file: null,
      url: 'https://assets.lottiefiles.com/packages/lf20_x.json',
      trigger: 'bind_to_scroll',
      viewport: { start: 10, end: 90 },
    })
  })
})
