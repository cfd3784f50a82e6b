import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  gridLoopSettings,
  PAGINATION_TYPES,
  POST_GRID_MAX,
  postGridQuery,
  postGridSearchParams,
  showsPostText,
} from './logic'

describe('post grid query', () => {
  it('reads the picked terms and clamps count and columns', () => {
    expect(
      postGridQuery({
        category: { id: 4, name: 'iPhone' },
        count: 30,
        columns: '4',
        layout: 'featured',
        featuredOnly: true,
      }),
    ).toEqual({
      source: 'latest',
      manualIds: [],
      categoryId: 4,
      tagId: null,
      excludeCategoryId: null,
      excludeTagId: null,
      authorId: null,
      featuredOnly: true,
      avoidDuplicates: false,
      excludeCurrent: false,
      orderBy: 'date',
      order: 'desc',
      offset: 0,
      count: 24,
      skin: 'classic',
      columns: 4,
      columnsTablet: 2,
      columnsMobile: 1,
      rowGap: null,
      masonry: false,
      card: {
        image: true,
        imageRatio: null,
        titleTag: 'h3',
        excerpt: true,
        excerptWords: null,
        category: true,
        author: true,
        date: true,
        readingTime: false,
        readMore: '',
      },
      layout: 'featured',
      pagination: 'none',
    })
    expect(postGridQuery({ avoidDuplicates: true })).toMatchObject({
      categoryId: null,
      tagId: null,
      avoidDuplicates: true,
      count: 6,
      columns: 3,
      layout: 'grid',
    })
    expect(postGridQuery({ tag: { id: '7' }, category: { id: -1 }, count: '0' })).toMatchObject({
      categoryId: null,
      tagId: 7,
      count: 1,
    })
    expect(
      postGridQuery({
        source: 'related',
        orderBy: 'random',
        order: 'asc',
        offset: 500,
        pagination: 'load_more_infinite_scroll',
        excludeTag: { id: 3 },
      }),
    ).toMatchObject({
      source: 'related',
      orderBy: 'random',
      order: 'asc',
      offset: 100,
      pagination: 'load_more_infinite_scroll',
      excludeTagId: 3,
    })
    expect(postGridQuery({ source: 'DROP TABLE', orderBy: ['title'], pagination: '<script>' })).toMatchObject({
      source: 'latest',
      orderBy: 'date',
      pagination: 'none',
    })
  })

  it('reads the layout and the card, under the builder’s names or the original widget’s per-skin ones, within bounds', () => {
    expect(
      postGridQuery({
        skin: 'cards',
        columnsTablet: '3',
        columnsMobile: '2',
        rowGap: 500,
        masonry: true,
        showExcerpt: false,
        titleTag: 'h4',
        readMore: ' Đọc tiếp ',
      }),
    ).toMatchObject({
      skin: 'cards',
      columnsTablet: 3,
      columnsMobile: 2,
      rowGap: 80,
      masonry: true,
      card: { excerpt: false, titleTag: 'h4', readMore: 'Đọc tiếp', image: true },
    })
    // An imported grid: Elementor's `{skin}_columns`, `{skin}_masonry`, `{skin}_row_gap`, its yes/no switches.
    expect(
      postGridQuery({
        skin: 'cards',
        cards_columns: '2',
        cards_columns_mobile: '2',
        cards_masonry: 'yes',
        cards_row_gap: 12,
        showImage: '',
      }),
    ).toMatchObject({
      columns: 2,
      columnsMobile: 2,
      masonry: true,
      rowGap: 12,
      card: { image: false },
    })
    expect(
      postGridQuery({
        imageRatio: 0.66666,
        excerptLength: '12',
        showReadingTime: true,
        showAuthor: 'no',
        readMore: 'Xem',
        showReadMore: false,
      }).card,
    ).toMatchObject({ imageRatio: 0.67, excerptWords: 12, readingTime: true, author: false, readMore: '' })
    expect(postGridQuery({ imageRatio: 9, excerptLength: 0 }).card).toMatchObject({ imageRatio: 2, excerptWords: 1 })
    // The original's sliders (`{ size, unit }`), meta list, thumbnail position, badge and read-more switches.
    expect(
      postGridQuery({
        skin: 'classic',
        classic_item_ratio: { size: 0.5, unit: 'px' },
        classic_excerpt_length: { size: 20 },
        classic_meta_data: ['date'],
        classic_thumbnail: 'none',
        classic_title_tag: 'h2',
        classic_show_read_more: 'yes',
        classic_read_more_text: 'Đọc thêm »',
      }).card,
    ).toMatchObject({
      imageRatio: 0.5,
      excerptWords: 20,
      author: false,
      date: true,
      image: false,
      titleTag: 'h2',
      readMore: 'Đọc thêm »',
    })
    expect(postGridQuery({ skin: 'cards', cards_show_badge: '' }).card.category).toBe(false)
    expect(
      postGridQuery({ skin: 'full_width', columnsTablet: 9, columnsMobile: -1, rowGap: 'x', titleTag: 'script' }),
    ).toMatchObject({
      skin: 'classic',
      columnsTablet: 3,
      columnsMobile: 1,
      rowGap: null,
      card: { titleTag: 'h3' },
    })
  })

  it('reads the full-content skin, and the archive template’s skins as theirs with the archive as the source', () => {
    expect(postGridQuery({ skin: 'full_content' })).toMatchObject({ skin: 'full_content', source: 'latest' })
    expect(
      postGridQuery({ skin: 'archive_cards', archive_cards_columns: 2, archive_cards_masonry: 'yes' }),
    ).toMatchObject({
      skin: 'cards',
      source: 'archive',
      columns: 2,
      masonry: true,
    })
    expect(postGridQuery({ skin: 'archive_full_content', source: 'latest' })).toMatchObject({
      skin: 'full_content',
      source: 'latest',
    })
    expect(postGridQuery({ skin: 'archive_<script>' })).toMatchObject({ skin: 'classic', source: 'archive' })
  })

  it('reads a manual selection (each post once, in order, a page at most) and a byline', () => {
    const posts = [
      { post: { id: 9, name: 'A' } },
      { post: { id: '3' } },
      { post: { id: 9 } },
      { post: null },
      'x',
      ...Array.from({ length: 30 }, (_, index) => ({ post: { id: 100 + index } })),
    ]
    const query = postGridQuery({ source: 'manual', posts, author: { id: 2, name: 'Lê Thu Hà' } })
    expect(query.manualIds.slice(0, 3)).toEqual([9, 3, 100])
    expect(query.manualIds).toHaveLength(POST_GRID_MAX)
    expect(gridLoopSettings(query, { include: [], exclude: [] })).toMatchObject({
      source: 'manual',
      manualIds: query.manualIds,
      authors: [2],
    })
    expect(postGridQuery({ posts: 'DROP TABLE' }).manualIds).toEqual([])
  })

  it('gives the loop its terms, a category with its subcategories', () => {
    const query = postGridQuery({ tag: { id: 2 }, excludeTag: { id: 5 }, count: 9, offset: 3, excludeCurrent: true })
    expect(gridLoopSettings(query, { include: [1, 4], exclude: [8] })).toEqual({
      source: 'latest',
      includeCategories: [1, 4],
      excludeCategories: [8],
      includeTags: [2],
      excludeTags: [5],
      authors: [],
      manualIds: [],
      featuredOnly: false,
      orderBy: 'date',
      order: 'desc',
      offset: 3,
      perPage: 9,
      excludeCurrent: true,
    })
  })

  it('property: any stored value gives a runnable query', () => {
    fc.assert(
      fc.property(
        fc.dictionary(
          fc.constantFrom(
            'category',
            'tag',
            'excludeCategory',
            'count',
            'columns',
            'layout',
            'featuredOnly',
            'offset',
            'orderBy',
            'pagination',
            'source',
          ),
          fc.anything(),
        ),
        (props) => {
          const query = postGridQuery(props)
          expect(query.count).toBeGreaterThanOrEqual(1)
          expect(query.count).toBeLessThanOrEqual(POST_GRID_MAX)
          expect([2, 3, 4]).toContain(query.columns)
          expect(query.offset).toBeGreaterThanOrEqual(0)
          expect(query.offset).toBeLessThanOrEqual(100)
          expect(PAGINATION_TYPES).toContain(query.pagination)
          for (const id of [query.categoryId, query.tagId, query.excludeCategoryId])
            expect(id === null || (Number.isInteger(id) && id > 0)).toBe(true)
        },
      ),
    )
  })

  it('asks the REST API for published posts of the category family and tag', () => {
    const params = postGridSearchParams(postGridQuery({ tag: { id: 2 }, count: 4, featuredOnly: true }), [5, 9])
    expect(Object.fromEntries(params)).toEqual({
      limit: '4',
      depth: '1',
      sort: '-publishedAt',
      'where[_status][equals]': 'published',
      'where[categories][in][0]': '5',
      'where[categories][in][1]': '9',
      'where[tags][in][0]': '2',
      'where[featured][equals]': 'true',
    })
    expect(postGridSearchParams(postGridQuery({ orderBy: 'title', order: 'asc' }), []).get('sort')).toBe('title')
    expect(postGridSearchParams(postGridQuery({ orderBy: 'modified' }), []).get('sort')).toBe('-updatedAt')
    expect(postGridSearchParams(postGridQuery({ orderBy: 'random' }), []).get('sort')).toBe('-publishedAt')
  })
})

describe('which grids read their posts’ text', () => {
  it('only the full-content skin and cards with a reading time', () => {
    expect(showsPostText(postGridQuery({}))).toBe(false)
    expect(showsPostText(postGridQuery({ skin: 'cards', showExcerpt: true }))).toBe(false)
    expect(showsPostText(postGridQuery({ skin: 'full_content' }))).toBe(true)
    expect(showsPostText(postGridQuery({ skin: 'archive_full_content' }))).toBe(true)
    expect(showsPostText(postGridQuery({ skin: 'cards', showReadingTime: true }))).toBe(true)
  })
})
