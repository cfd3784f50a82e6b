/**
 * The status a page rendered per request states for itself (front/page-status.mjs): Next.js has chosen 200 before
 * the page knows its content is missing or its link wrong. The front removes the marker.
 */
export function PageStatus({ status }: { status: 400 | 404 }) {
  return <meta name="http-status" content={String(status)} />
}
