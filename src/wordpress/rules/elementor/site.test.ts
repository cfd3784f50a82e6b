import { describe, expect, it } from 'vitest'
import { context, fixture } from '../../../../tests/fixtures/wordpress/elementor/context'
import { convertElementorLayout } from './convert'
import type { Block } from './types'

function converted(name: string) {
  const result = convertElementorLayout(fixture(name), {}, context)
  const settings = result.unmapped.map(({ elementId, setting, reason }) => `${elementId} ${setting ?? reason}`)
  return { ...result, settings, blocks: result.document.content[0].props.content as Block[] }
}

describe('Elementor countdowns', () => {
  it('become Countdowns to the due date in Vietnam’s time, or evergreen, with units and expiry actions', () => {
    const { blocks, settings } = converted('countdown.json')
    expect(blocks[0].props).toMatchObject({
      mode: 'dueDate',
      dueDate: Date.parse('2026-12-31T23:59:00+07:00') / 1000,
      units: ['days', 'hours', 'minutes'],
      showLabels: true,
      actions: [
        { type: 'message', message: 'Ưu đãi đã kết thúc, hẹn bạn lần sau!' },
        { type: 'redirect', redirect_url: '/uu-dai-moi/' },
      ],
    })
    expect(blocks[1].props).toMatchObject({ mode: 'evergreen', interval: 9000, showLabels: false })
    expect(settings).toEqual(['d1a2b3d custom_labels'])
  })
})

describe('Elementor animated headlines', () => {
  it('become AnimatedHeadlines, highlighted with our shape or rotating with the words and timing', () => {
    const { blocks, settings } = converted('animated-headline.json')
    expect(blocks[0].props).toMatchObject({
      style: 'highlight',
      before: 'Học mẹo máy tính',
      highlighted: 'chỉ 5 phút',
      after: 'mỗi ngày',
      shape: 'underline-zigzag',
      level: 'h2',
      align: 'left',
      highlightDuration: 1500,
    })
    expect(blocks[1].props).toMatchObject({
      style: 'rotating',
      words: 'nhanh hơn\nbền pin hơn\nan toàn hơn',
      animation: 'slide-down',
      level: 'h4',
      loop: false,
      iterationDelay: 3000,
    })
    expect(settings).toEqual(['h1a2b3d link'])
  })
})

describe('Elementor menus, share buttons and tables of contents', () => {
  it('become our main menu (which menu it was reported)', () => {
    const { blocks, settings } = converted('nav-menu.json')
    expect(blocks[0]).toEqual({ type: 'NavMenu', props: { id: 'NavMenu-n1a2b3c', menu: 'main' } })
    expect(settings).toEqual(['n1a2b3c menu'])
  })

  it('become ShareButtons with the networks we have', () => {
    const { blocks, settings } = converted('share-buttons.json')
    expect(blocks[0].props).toMatchObject({ networks: ['facebook', 'twitter', 'telegram'], align: 'center' })
    expect(settings).toEqual(['b1a2b3c share_buttons'])
  })

  it('become a TableOfContents down to the deepest level, with its marker', () => {
    const { blocks, settings } = converted('table-of-contents.json')
    expect(blocks[0].props).toMatchObject({ levels: 'h3', marker: 'bullets', minimize: false })
    expect(settings).toEqual(['c1a2b3c title'])
  })
})

describe('Elementor HTML, shortcodes and tabs', () => {
  it('keep HTML through the allow-list (what it took out reported) and report shortcodes', () => {
    const { blocks, settings } = converted('html.json')
    expect(blocks).toEqual([
      {
        type: 'Html',
        props: {
          id: 'Html-x1a2b3c',
          html: '<div class="bang-gia"><table><tr><th>Gói</th><th>Giá</th></tr><tr><td>Cơ bản</td><td>99.000 ₫</td></tr></table></div>',
        },
      },
    ])
    expect(settings).toEqual(['x1a2b3c html', 'x1a2b3d shortcode'])
  })

  it('turn tabs and accordions into Tabs with a text block each', () => {
    const { blocks } = converted('tabs.json')
    expect(blocks[0].props.tabs).toEqual([
      {
        title: 'Android',
        content: [
          {
            type: 'Text',
            props: { id: 'Text-y1a2b3c-1', text: '<p>Vào <strong>Cài đặt</strong> &gt; Pin.</p>', align: 'left' },
          },
        ],
      },
      {
        title: 'iPhone',
        content: [
          {
            type: 'Text',
            props: {
              id: 'Text-y1a2b3c-2',
              text: '<p>Vào Cài đặt &gt; Pin &gt; Chế độ nguồn điện thấp.</p>',
              align: 'left',
            },
          },
        ],
      },
    ])
    expect(blocks[1]).toMatchObject({ type: 'Tabs', props: { tabs: [{ title: 'Có mất dữ liệu không?' }] } })
  })
})

describe('Elementor portfolios and product lists', () => {
  it('become a Portfolio with count, columns, ratio and filter; term filters reported', () => {
    const { blocks, settings } = converted('portfolio.json')
    expect(blocks[0].props).toMatchObject({
      count: 9,
      showFilter: true,
      columns: { desktop: 4, tablet: 2, mobile: 2 },
      ratio: '1:1',
    })
    expect(settings).toEqual(['f1a2b3c posts_include_term_ids'])
  })

  it('become ProductGrids (on sale, best-selling or newest, columns × rows of them) and the header’s cart', () => {
    const { blocks, settings } = converted('woocommerce-products.json')
    expect(blocks.slice(0, 3).map((block) => [block.props.source, block.props.count])).toEqual([
      ['on_sale', 8],
      ['popular', 3],
      ['latest', 16],
    ])
    expect(blocks[3]).toMatchObject({
      type: 'MenuCart',
      props: { open_cart: 'mouseover', automatically_open_cart: false, cart_page_url: '' },
    })
    expect(settings).toEqual(['w1a2b3e query_post_type'])
  })
})
