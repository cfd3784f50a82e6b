import { PUBLIC_PAGE_MARKER } from '@/lib/public-answer.mjs'

/**
 * States that this page, rendered per request, is the same for every reader without a cookie (search, a loop's state,
 * the catalogue's filters), so the page cache in front of Next.js may keep it until its tags change
 * (src/lib/public-answer.mjs). Any other page rendered per request is never kept: never put this on a page that shows
 * anything of one reader (an order, an account, a cart) or that its address's secret opens.
 */
export function PublicPage() {
  return <meta name={PUBLIC_PAGE_MARKER} content="1" />
}
