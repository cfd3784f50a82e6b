import { getImageProps } from 'next/image'
import { html, type Markup } from '@/lib/html'

/**
 * A responsive, lazy picture as HTML text (AVIF/WebP through Next.js's image optimizer), for the parts rendered
 * without React (search results, cart fragments); decorative (empty alt): the text beside it names it.
 */
export function imageHtml(url: string, width: number, height: number, sizes: string, className = ''): Markup {
  const { props } = getImageProps({ src: url, alt: '', width, height, sizes, quality: 75 })
  const sources = html`sizes="${sizes}" srcset="${props.srcSet ?? ''}" src="${props.src}"`
  return html`<img alt="" loading="lazy" width="${width}" height="${height}" decoding="async"${className ? html` class="${className}"` : ''} ${sources}>`
}
