import sanitizeHtml from 'sanitize-html'

/**
 * Server only. The one allow-list every piece of HTML passes before it is stored or shown: the builder's Html and
 * Text widgets, a form's texts, an article's HTML blocks, and an import's (docs/security-and-budgets.md, Safety).
 */

export const MAX_HTML_CHARS = 50_000

/** Class names an editor may use: short lowercase words; any other name in a class attribute is dropped. */
const SAFE_CLASS = /^[a-z][a-z0-9_-]{0,39}$/

const options: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'hr',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'del',
    'ins',
    'small',
    'sub',
    'sup',
    'mark',
    'kbd',
    'q',
    'cite',
    'code',
    'pre',
    'blockquote',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'ul',
    'ol',
    'li',
    'dl',
    'dt',
    'dd',
    'table',
    'caption',
    'thead',
    'tbody',
    'tfoot',
    'tr',
    'th',
    'td',
    'figure',
    'figcaption',
    'img',
    'a',
    'span',
    'div',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'width', 'height', 'loading'],
    th: ['colspan', 'rowspan', 'scope'],
    td: ['colspan', 'rowspan'],
    // Alignment set in the rich text editor, nothing else of style.
    ...Object.fromEntries(['p', 'h2', 'h3', 'h4', 'h5', 'h6'].map((tag) => [tag, ['style']])),
  },
  allowedStyles: { '*': { 'text-align': [/^(left|right|center|justify)$/] } },
  allowedClasses: { '*': [SAFE_CLASS] },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  // Images load over https or from this site (a relative path); protocol-relative addresses are refused.
  allowedSchemesByTag: { img: ['https'] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    // A link that opens a new tab must not hand the new page a handle on this one.
    a: (tagName, attribs) => ({
      tagName,
      attribs:
        attribs.target === '_blank'
          ? { ...attribs, rel: 'noopener noreferrer' }
          : Object.fromEntries(Object.entries(attribs).filter(([name]) => name !== 'target')),
    }),
  },
}

/** Editor HTML cleaned by the allow-list (at most 50,000 characters are read). */
export function cleanHtml(value: unknown): string {
  if (typeof value !== 'string') return ''
  // The parser keeps what a browser would restructure (a paragraph inside a paragraph), so one pass may leave markup
  // that a second pass changes again: clean until nothing changes, so that clean HTML stays as it is.
  let clean = sanitizeHtml(value.slice(0, MAX_HTML_CHARS), options)
  for (let pass = 0; pass < 3; pass++) {
    const again = sanitizeHtml(clean, options)
    if (again === clean) break
    clean = again
  }
  return clean
}
