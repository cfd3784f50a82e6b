/**
 * WordPress's own address forms, which need no import map (docs/redirects.md, WordPress addresses): the form a path
 * has, and our address for it. `/feed/` and every other address with a trailing slash are Next.js's: it answers
 * them with the address without it (the front sends that as a 301). Plain JavaScript: the HTTP front (front/old-addresses.mjs) reads the form of a path
 * before Next.js, and asks the app whether the content it names exists (redirects/cms/front-answers.ts).
 */

/** Forms that name content of ours by slug, so the app must find it before sending anyone there. */
export const CONTENT_KINDS = ['post', 'category', 'tag', 'author', 'product', 'productCategory']

const SLUG = '([^/]+)'
const FORMS = [
  { pattern: new RegExp(`^/\\d{4}/\\d{2}/\\d{2}/${SLUG}$`), kind: 'post' },
  { pattern: new RegExp(`^/\\d{4}/\\d{2}/${SLUG}$`), kind: 'post' },
  { pattern: new RegExp(`^/category/(?:[^/]+/)*${SLUG}/page/(\\d+)$`), kind: 'category' },
  { pattern: new RegExp(`^/category/(?:[^/]+/)*${SLUG}$`), kind: 'category' },
  { pattern: new RegExp(`^/tag/${SLUG}/page/(\\d+)$`), kind: 'tag' },
  { pattern: new RegExp(`^/tag/${SLUG}$`), kind: 'tag' },
  { pattern: new RegExp(`^/author/${SLUG}/page/(\\d+)$`), kind: 'author' },
  { pattern: new RegExp(`^/author/${SLUG}$`), kind: 'author' },
  { pattern: new RegExp(`^/product/${SLUG}$`), kind: 'product' },
  { pattern: new RegExp(`^/product-category/(?:[^/]+/)*${SLUG}$`), kind: 'productCategory' },
  { pattern: /^\/page\/\d+$/, kind: 'home' },
]

/**
 * The WordPress form of a compared path (address.mjs: lowercase, no trailing slash): `{ kind, slug, page }`
 * (`page` 1 unless the address names another), or null when the path has none.
 */
export function wordpressForm(path) {
  for (const { pattern, kind } of FORMS) {
    const match = pattern.exec(path)
    if (match) return { kind, slug: match[1] ?? '', page: Math.max(1, Number(match[2] ?? 1)) }
  }
  return null
}

const BASES = {
  post: '',
  category: '/chuyen-muc',
  tag: '/the',
  author: '/tac-gia',
  product: '/san-pham',
  productCategory: '/danh-muc-san-pham',
}

/**
 * Our address for a form (docs/routes.md): archives keep their page (`/trang/{n}`); WordPress's home pages all
 * lead to our home, which has one page.
 */
export function ourAddress(form) {
  if (form.kind === 'home') return '/'
  const path = `${BASES[form.kind]}/${encodeURIComponent(form.slug)}`
  const paged = form.kind === 'category' || form.kind === 'tag' || form.kind === 'author'
  return paged && form.page > 1 ? `${path}/trang/${form.page}` : path
}
