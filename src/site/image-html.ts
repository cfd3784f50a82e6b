import { html, type Markup } from '@/lib/html'
import { optimizedImage } from './ResponsiveImage'

/**
 * `ResponsiveImage` as HTML text, lazy and decorative (empty alt: the text beside it names it), for the fragments
 * written as `html` templates on hot paths (search results: README, "One way to make HTML"). The cart's thumbnails
 * (src/shop/views/CartParts.tsx) write the same <img> as a component.
 */
export function imageHtml(url: string, width: number, height: number, sizes: string, className = ''): Markup {
  const props = optimizedImage(url, '', width, height, sizes)
  const sources = html`sizes="${sizes}" srcset="${props.srcSet ?? ''}" src="${props.src}"`
  return html`<img alt="" loading="lazy" width="${width}" height="${height}" decoding="async"${className ? html` class="${className}"` : ''} ${sources}>`
}
