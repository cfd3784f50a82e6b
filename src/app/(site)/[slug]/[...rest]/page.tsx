import { NotFoundAnswer, notFoundMetadata } from '@/site/not-found/NotFoundAnswer'

/**
 * Deeper addresses that no route takes (`/a/b`, `/chuyen-muc/x/y`): the site's 404 page rather than Next's English one,
 * which is all Next has for them, since the site and the admin are two root layouts. Rendered like `/{slug}` (on the
 * first visit, then cached), which is also what lets NotFoundAnswer set the 404 status.
 */
export const revalidate = 3600

export function generateStaticParams() {
  return []
}

export const metadata = notFoundMetadata

export default function UnknownAddress() {
  return <NotFoundAnswer />
}
