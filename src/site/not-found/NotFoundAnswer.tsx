import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { Suspense } from 'react'
import { vi } from '@/i18n/vi'
import { PageStatus } from '../PageStatus'
import { NotFoundView } from './NotFoundView'

/** What a page whose content does not exist says in its head. */
export const notFoundMetadata: Metadata = { title: vi.notFoundTitle, robots: { index: false } }

/** Throws Next's not-found signal; rendered only inside a Suspense boundary. */
function NotFoundStatus(): never {
  notFound()
}

/**
 * The answer of a page whose content does not exist, for pages to return instead of calling `notFound()`.
 *
 * `notFound()` thrown by a page reaches React's server render outside any boundary (error boundaries only work in the
 * browser), so Next answers with an empty error document and leaves the 404 page to the browser, from its flight data:
 * without JavaScript, or once public pages lose the Next runtime, the reader sees a blank page. Here the 404 page is
 * the page's own server HTML, and the not-found signal, thrown inside a Suspense boundary after it, only gives the
 * answer its 404 status (Next sets it when a boundary fails during a prerender, keeping the HTML around it). A page
 * rendered per request has chosen 200 before it knows: its `http-status` marker tells the front (front/page-status.mjs).
 */
export function NotFoundAnswer() {
  return (
    <>
      <PageStatus status={404} />
      <NotFoundView />
      <Suspense fallback={null}>
        <NotFoundStatus />
      </Suspense>
    </>
  )
}
