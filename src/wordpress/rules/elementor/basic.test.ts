import { describe, expect, it } from 'vitest'
import { context, fixture } from '../../../../tests/fixtures/wordpress/elementor/context'
import { convertElementorLayout } from './convert'
import type { Block } from './types'

/** The blocks inside the first section of a converted fixture. */
function converted(name: string) {
  const result = convertElementorLayout(fixture(name), {}, context)
  const section = result.document.content.find((block) => block.type === 'Section')!
  return { ...result, section, blocks: section.props.content as Block[] }
}

describe('Elementor headings', () => {
  it('become Heading blocks with plain text, a level we have and the alignment', () => {
    const { blocks, unmapped } = converted('heading.json')
    expect(blocks.map((block) => [block.type, block.props.text, block.props.level, block.props.align])).toEqual([
      ['Heading', 'Cách tăng tốc điện thoại Android', 'h1', 'center'],
      ['Heading', 'Mẹo nhỏ mỗi ngày', 'h4', 'left'],
      ['Heading', 'Chú thích nhỏ', 'h4', 'left'],
    ])
    expect(blocks[0].props.id).toBe('Heading-9a0b1c2')
    expect(unmapped).toEqual([
      { elementId: '9a0b1c3', type: 'heading', reason: 'setting', setting: 'link' },
      { elementId: '9a0b1c4', type: 'heading', reason: 'setting', setting: 'header_size' },
    ])
  })
})

describe('Elementor text editors', () => {
  it('become Text blocks whose HTML passed the allow-list, links and images pointing at the new site', () => {
    const { blocks, section, mediaUrls } = converted('text-editor.json')
    expect(section.props.spacing).toBe('medium')
    expect(blocks[0].type).toBe('Text')
    const html = blocks[0].props.text as string
    expect(html).toContain('<a href="/giai-phong-bo-nho/">cách giải phóng bộ nhớ</a>')
    expect(html).toContain('<img src="/api/media/file/bo-nho-day.jpg" alt="Bộ nhớ đầy"')
    expect(html).not.toMatch(/script|onclick|alert/)
    expect(html).toContain('<p>Chúc bạn thành công!</p>')
    expect(mediaUrls).toEqual(['https://thuthuat.vn/wp-content/uploads/2024/05/bo-nho-day-300x200.jpg'])
  })

  it('leaves out shortcodes, reported, and puts an anchor before a section with a CSS id', () => {
    const { document, blocks, unmapped } = converted('text-editor.json')
    expect(blocks[2].props.text).toBe('<p>Xem bộ ảnh dưới đây:</p><p>Ghi chú [1] vẫn giữ.</p>')
    expect(unmapped).toEqual([{ elementId: '4d5e6f9', type: 'text-editor', reason: 'shortcode', setting: 'editor' }])
    expect(document.content[0]).toEqual({
      type: 'MenuAnchor',
      props: { id: 'MenuAnchor-2b3c4d5-neo', anchor: 'huong-dan' },
    })
  })

  it('turns text saved without paragraphs into paragraphs and line breaks', () => {
    const { blocks } = converted('text-editor.json')
    expect(blocks[1].props).toMatchObject({
      text: '<p>Dòng đầu tiên của đoạn một<br />còn đây là dòng thứ hai.</p><p>Đoạn hai: tắt ứng dụng chạy ngầm.</p>',
      align: 'center',
    })
  })
})

describe('Elementor images', () => {
  it('become Image blocks with the imported media, alt text, caption and lightbox', () => {
    const { blocks, unmapped, mediaUrls } = converted('image.json')
    expect(blocks).toEqual([
      {
        type: 'Image',
        props: {
          id: 'Image-6f7a8b9',
          image: { id: 112, url: '/api/media/file/man-hinh-cai-dat.png', alt: 'Màn hình Cài đặt' },
          caption: 'Mở Cài đặt > Pin',
          zoom: true,
        },
      },
    ])
    expect(unmapped).toEqual([{ elementId: '6f7a8c0', type: 'image', reason: 'setting', setting: 'image' }])
    expect(mediaUrls).toHaveLength(2)
  })
})

describe('Elementor buttons', () => {
  it('become Button blocks with the label, a safe link (own pages as paths) and the alignment', () => {
    const { blocks, unmapped } = converted('button.json')
    expect(blocks.map((block) => [block.props.label, block.props.href, block.props.align])).toEqual([
      ['Tải ứng dụng ngay', '/tai-ung-dung/?nguon=trang-chu#tai', 'center'],
      ['Gọi tư vấn', 'tel:0901234567', 'left'],
      ['Mở ưu đãi', '/', 'left'],
      ['Nguy hiểm', '/', 'left'],
      ['Xem hướng dẫn', '#huong-dan', 'left'],
    ])
    expect(unmapped.map(({ elementId, setting }) => `${elementId} ${setting}`)).toEqual([
      '7a8b9c0 selected_icon',
      '7a8b9c1 align',
      '7a8b9c2 link',
    ])
  })
})

describe('Elementor spacers and dividers', () => {
  it('become Spacer blocks of the nearest height and Divider blocks of the same line', () => {
    const { blocks, unmapped } = converted('spacer-divider.json')
    expect(blocks.map((block) => [block.type, block.props.height ?? block.props.style])).toEqual([
      ['Spacer', '48'],
      ['Divider', 'dashed'],
      ['Divider', 'solid'],
      ['Spacer', '8'],
    ])
    expect(unmapped).toEqual([{ elementId: '8b9c0d3', type: 'divider', reason: 'setting', setting: 'text' }])
  })
})

describe('Elementor icons and icon lists', () => {
  it('become IconList and Icon blocks with our icons, colours and links; unknown icons are reported', () => {
    const { blocks, unmapped } = converted('icon-list.json')
    expect(blocks[0]).toEqual({
      type: 'IconList',
      props: {
        id: 'IconList-0d1e2f3',
        colour: '#2e7d32',
        items: [
          { icon: 'check', text: 'Miễn phí vận chuyển toàn quốc', href: '' },
          { icon: 'phone', text: 'Hotline 1900 1234', href: 'tel:19001234' },
          { icon: 'check', text: 'Bảo hành 12 tháng', href: '' },
        ],
      },
    })
    expect(blocks[1].props).toMatchObject({ icon: 'heart', size: 64, colour: '#e91e63', href: '/yeu-thich/' })
    expect(unmapped).toEqual([
      { elementId: '0d1e2f3', type: 'icon-list', reason: 'setting', setting: 'icon_list.selected_icon' },
    ])
  })
})

describe('Elementor videos', () => {
  it('become Video blocks for YouTube, Vimeo and imported uploads; other hosts are reported', () => {
    const { blocks, unmapped } = converted('video.json')
    expect(blocks.map((block) => block.props.url)).toEqual([
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      'https://vimeo.com/235215203',
      '/api/media/file/huong-dan.mp4',
    ])
    expect(blocks[0].props).toMatchObject({
      privacy: true,
      start: 15,
      autoplay: true,
      poster: { url: '/api/media/file/bia-video.jpg' },
    })
    expect(unmapped.map(({ elementId, setting }) => `${elementId} ${setting}`)).toEqual([
      '9c0d1e2 end',
      '9c0d1e5 video_type',
    ])
  })
})
