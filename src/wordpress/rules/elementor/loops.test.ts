import { describe, expect, it } from 'vitest'
import { context, fixture } from '../../../../tests/fixtures/wordpress/elementor/context'
import { convertElementorLayout } from './convert'
import type { Block } from './types'

function converted(name: string) {
  const result = convertElementorLayout(fixture(name), {}, context)
  return { ...result, blocks: result.document.content[0].props.content as Block[] }
}

describe('Elementor posts, loop grid and loop carousel', () => {
  const { blocks, unmapped } = converted('posts.json')

  it('become a PostGrid with the skin, columns per device, count, order, pagination and card parts', () => {
    expect(blocks[0]).toMatchObject({
      type: 'PostGrid',
      props: {
        source: 'latest',
        skin: 'cards',
        columns: '4',
        columnsTablet: '2',
        columnsMobile: '1',
        count: 8,
        orderBy: 'title',
        order: 'asc',
        offset: 2,
        excludeCurrent: true,
        titleTag: 'h2',
        showExcerpt: false,
        showAuthor: true,
        showDate: true,
        imageRatio: 0.5,
        readMore: 'Đọc tiếp »',
        pagination: 'numbers',
      },
    })
  })

  it('pick the imported posts chosen by hand and report those not imported and the term filters', () => {
    expect(blocks[1].props).toMatchObject({
      source: 'manual',
      posts: [{ post: { id: 1012, name: '' } }, { post: { id: 1034, name: '' } }],
    })
    expect(unmapped.map(({ elementId, setting }) => `${elementId} ${setting}`)).toEqual([
      '3a4b5c7 posts_posts_ids',
      '3a4b5c7 posts_include_term_ids',
      '3a4b5c8 template_id',
      '3a4b5c9 template_id',
    ])
  })

  it('make a loop grid a PostGrid and a loop carousel a PostCarousel', () => {
    expect(blocks[2]).toMatchObject({ type: 'PostGrid', props: { count: 9, pagination: 'load_more_on_click' } })
    expect(blocks[3]).toMatchObject({
      type: 'PostCarousel',
      props: { source: 'related', perView: { desktop: 3, mobile: 1 }, autoplay: false },
    })
  })
})

describe('Elementor image carousels', () => {
  it('become a MediaCarousel of the imported images with per-device counts, spacing and navigation', () => {
    const { blocks, unmapped } = converted('image-carousel.json')
    expect(blocks[0].props).toMatchObject({
      label: 'Các bước cài đặt',
      items: [
        { image: { url: '/api/media/file/buoc-1.jpg' }, caption: '' },
        { image: { url: '/api/media/file/buoc-2.jpg' }, caption: '' },
      ],
      perView: { desktop: 3, tablet: 2, mobile: 1 },
      spaceBetween: 24,
      speed: 800,
      autoplay: false,
      autoplaySpeed: 4000,
      loop: true,
      pagination: true,
      showArrows: false,
    })
    expect(unmapped.map(({ setting }) => setting)).toEqual(['carousel', 'caption_type'])
  })
})
