/** Elementor's post and product lists as our loops: posts, loop grid and carousel, portfolio, products (docs/import.md). */

import type { Conversion } from '../conversion'
import { number, oneOf, plainText, strings, text, whole, yes, type Settings } from '../read'
import type { WidgetConverter } from './types'

/** The most posts a loop shows per page (src/loops: 24). */
const MAX_POSTS = 24

const ORDER_BY: Record<string, string> = {
  post_date: 'date',
  date: 'date',
  post_title: 'title',
  title: 'title',
  modified: 'modified',
  rand: 'random',
}

/** Which posts a list shows, from Elementor's query group (`posts_…` or `post_query_…`). */
function postQuery(settings: Settings, prefix: string, conversion: Conversion, count: number) {
  const key = (name: string) => `${prefix}${name}`
  const type = text(settings[key('post_type')]) || 'post'
  const ids = (Array.isArray(settings[key('posts_ids')]) ? (settings[key('posts_ids')] as unknown[]) : [])
    .slice(0, 100)
    .map((id) => Number(id))
    .filter((id) => Number.isInteger(id) && id > 0)
  const posts = ids.flatMap((id) => {
    const ours = conversion.run.context.postFor(id)
    return ours === null ? [] : [{ post: { id: ours, name: '' } }]
  })
  if (ids.length > posts.length) conversion.unmapped(key('posts_ids'))
  const source =
    type === 'by_id' ? 'manual' : type === 'current_query' ? 'archive' : type === 'related' ? 'related' : 'latest'
  if (!['post', 'by_id', 'current_query', 'related'].includes(type)) conversion.unmapped(key('post_type'))
  const include = strings(settings[key('include')])
  if (include.includes('terms')) conversion.unmapped(key('include_term_ids'))
  if (include.includes('authors')) conversion.unmapped(key('include_authors'))
  const exclude = strings(settings[key('exclude')])
  if (exclude.includes('terms')) conversion.unmapped(key('exclude_term_ids'))
  if (exclude.includes('manual_selection')) conversion.unmapped(key('exclude_ids'))
  const orderBy = text(settings[key('orderby')]) || 'post_date'
  if (!Object.hasOwn(ORDER_BY, orderBy)) conversion.unmapped(key('orderby'))
  return {
    source,
    posts: source === 'manual' ? posts.slice(0, MAX_POSTS) : [],
    category: null,
    tag: null,
    excludeCategory: null,
    excludeTag: null,
    author: null,
    featuredOnly: false,
    avoidDuplicates: yes(settings[key('avoid_duplicates')], false),
    excludeCurrent: exclude.includes('current_post'),
    orderBy: ORDER_BY[orderBy] ?? 'date',
    order: settings[key('order')] === 'asc' ? 'asc' : 'desc',
    offset: Math.round(number(settings[key('offset')], 0, 0, 100)),
    count: Math.round(Math.min(MAX_POSTS, Math.max(1, count))),
  }
}

const PAGINATION = ['numbers', 'prev_next', 'numbers_and_prev_next', 'load_more_on_click', 'load_more_infinite_scroll']

/** Columns as one of `choices`, the nearest. */
function columnChoice(value: unknown, fallback: number, choices: number[]): string {
  const read = number(value, fallback, 1, 12)
  return String(choices.reduce((best, choice) => (Math.abs(choice - read) < Math.abs(best - read) ? choice : best)))
}

/** The grid part of a post grid from a skin's settings (`classic_…`, `cards_…`) or the loop grid's own. */
function gridLayout(settings: Settings, prefix: string) {
  const key = (name: string) => `${prefix}${name}`
  const meta = settings[key('meta_data')] === undefined ? ['date', 'comments'] : strings(settings[key('meta_data')])
  const readMore = yes(settings[key('show_read_more')], true) ? plainText(settings[key('read_more_text')], 100) : ''
  const ratio = whole(settings[key('item_ratio')]) === null ? null : number(settings[key('item_ratio')], 0.66, 0.3, 2)
  const gap = whole(settings[key('row_gap')])
  const excerptLength = whole(settings[key('excerpt_length')])
  return {
    columns: columnChoice(settings[key('columns')], 3, [2, 3, 4]),
    columnsTablet: columnChoice(settings[key('columns_tablet')], 2, [1, 2, 3]),
    columnsMobile: columnChoice(settings[key('columns_mobile')], 1, [1, 2]),
    rowGap: gap === null ? null : Math.min(80, Math.max(0, gap)),
    masonry: yes(settings[key('masonry')], false),
    showImage: (settings[key('thumbnail')] ?? 'top') !== 'none',
    imageRatio: ratio,
    titleTag: oneOf(settings[key('title_tag')], ['h2', 'h3', 'h4'], 'h3'),
    showExcerpt: yes(settings[key('show_excerpt')], true),
    excerptLength: excerptLength === null ? null : Math.min(100, Math.max(1, excerptLength)),
    showCategory: prefix === 'cards_' && yes(settings.cards_show_badge, true),
    showAuthor: meta.includes('author'),
    showDate: meta.includes('date'),
    showReadingTime: false,
    readMore,
  }
}

const posts: WidgetConverter = (settings, conversion) => {
  const skin = oneOf(settings._skin, ['classic', 'cards', 'full_content'], 'classic')
  const prefix = `${skin}_`
  const count = number(settings[`${prefix}posts_per_page`] ?? settings.posts_per_page, 6, 1, MAX_POSTS)
  return conversion.block('PostGrid', {
    ...postQuery(settings, 'posts_', conversion, count),
    skin,
    ...gridLayout(settings, prefix),
    layout: 'grid',
    pagination: oneOf(settings.pagination_type, PAGINATION, 'none'),
  })
}

const loopGrid: WidgetConverter = (settings, conversion) => {
  if (settings.template_id) conversion.unmapped('template_id')
  return conversion.block('PostGrid', {
    ...postQuery(settings, 'post_query_', conversion, number(settings.posts_per_page, 6, 1, MAX_POSTS)),
    skin: 'cards',
    ...gridLayout(settings, ''),
    layout: 'grid',
    pagination: oneOf(settings.pagination_type, PAGINATION, 'none'),
  })
}

const loopCarousel: WidgetConverter = (settings, conversion) => {
  if (settings.template_id) conversion.unmapped('template_id')
  const read = (suffix: string) => {
    const count = whole(settings[`slides_to_show${suffix}`])
    return count === null ? undefined : Math.min(8, Math.max(1, count))
  }
  return conversion.block('PostCarousel', {
    label: '',
    ...postQuery(settings, 'post_query_', conversion, number(settings.posts_per_page, 6, 1, MAX_POSTS)),
    perView: { desktop: read(''), tablet: read('_tablet'), mobile: read('_mobile') },
    slidesToScroll: Math.round(number(settings.slides_to_scroll, 1, 1, 8)),
    spaceBetween: Math.round(number(settings.image_spacing_custom, 10, 0, 100)),
    effect: 'slide',
    speed: Math.round(number(settings.speed, 500, 100, 5000)),
    loop: yes(settings.infinite, true),
    autoplay: yes(settings.autoplay, true),
    autoplaySpeed: Math.round(number(settings.autoplay_speed, 5000, 1000, 60000)),
    pauseOnHover: yes(settings.pause_on_hover, true),
    pauseOnInteraction: yes(settings.pause_on_interaction, true),
    lazyload: true,
    pagination: (settings.pagination ?? 'bullets') !== '',
    showArrows: yes(settings.arrows, true),
  })
}

/** Our nearest image ratio for Elementor's height ÷ width. */
function ratioFor(value: unknown): string {
  const height = number(value, 0.66, 0.1, 3)
  const ratios: [string, number][] = [
    ['1:1', 1],
    ['3:2', 2 / 3],
    ['4:3', 3 / 4],
    ['16:9', 9 / 16],
    ['9:16', 16 / 9],
    ['21:9', 9 / 21],
  ]
  return ratios.reduce((best, next) => (Math.abs(next[1] - height) < Math.abs(best[1] - height) ? next : best))[0]
}

const portfolio: WidgetConverter = (settings, conversion) => {
  if (strings(settings.posts_include).includes('terms')) conversion.unmapped('posts_include_term_ids')
  if (settings.taxonomy && settings.taxonomy !== 'category') conversion.unmapped('taxonomy')
  const columns = (key: string, fallback: number) => Math.round(number(settings[key], fallback, 1, 6))
  return conversion.block('Portfolio', {
    category: null,
    tag: null,
    count: Math.round(number(settings.posts_per_page, 6, 1, 12)),
    showFilter: yes(settings.show_filter_bar, false),
    allLabel: '',
    columns: {
      desktop: columns('columns', 3),
      tablet: columns('columns_tablet', 2),
      mobile: columns('columns_mobile', 1),
    },
    ratio: ratioFor(settings.item_ratio),
  })
}

/** The most products a product list shows (src/shop: 24). */
const MAX_PRODUCTS = 24

const products: WidgetConverter = (settings, conversion) => {
  const type = text(settings.query_post_type) || 'product'
  const source = type === 'sale' ? 'on_sale' : type === 'featured' ? 'featured' : 'latest'
  if (!['product', 'sale', 'featured'].includes(type)) conversion.unmapped('query_post_type')
  if (strings(settings.query_include).includes('terms')) conversion.unmapped('query_include_term_ids')
  const popular = settings.orderby === 'popularity'
  const count = number(settings.columns, 4, 1, 12) * number(settings.rows, 4, 1, 12)
  return conversion.block('ProductGrid', {
    source: source === 'latest' && popular ? 'popular' : source,
    category: null,
    count: Math.round(Math.min(MAX_PRODUCTS, Math.max(1, count))),
  })
}

export const loopWidgets: Record<string, WidgetConverter> = {
  posts,
  'loop-grid': loopGrid,
  'loop-carousel': loopCarousel,
  portfolio,
  'woocommerce-products': products,
  'wc-products': products,
}
