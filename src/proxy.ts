import { type NextRequest, NextResponse } from 'next/server'
import { hasRole } from '@/cms/access'
import { loopStateQuery } from '@/loops/rules/url'
import { vi } from '@/i18n/vi'
import { setupRefusal } from '@/server/setup/refusal'
import { setupCookieName, setupTokenMatches } from '@/server/setup/token'

/** Where `/`, `/{slug}` and the archives with loop state in their query are rendered (src/app/(site)/%5Fvong-lap). */
const LOOP_STATE_ROUTE = '/_vong-lap'
/** Where the shop's AJAX endpoint `POST /?shop-ajax={name}` is answered (src/app/%5Fshop-ajax). */
const SHOP_AJAX_ROUTE = '/_shop-ajax'

/**
 * Runs before the few routes that need it:
 * - `/?s=term` is the classic search address: it redirects to `/tim-kiem?s=term`;
 * - `/?shop-ajax={name}` is the shop's AJAX endpoint (its route answers 404 when asked directly);
 * - `/`, `/{slug}` and the archives whose query names a loop widget's page or filters are rendered for that query (the plain
 *   addresses are rendered once and kept, whatever their query); the route behind it answers 404 when asked directly;
 * - the first-administrator screens open only with the one-time link printed by `npm start`;
 * - the visual builder (`/admin/thiet-ke/…`) answers 403 to anyone who is not an editor or administrator.
 */
export async function proxy(request: NextRequest) {
  const { pathname, searchParams } = request.nextUrl
  if (pathname.startsWith('/admin/thiet-ke/'))
    return (await mayDesign(request)) ? NextResponse.next() : forbidden(vi.designersOnly)
  if (pathname === '/' && searchParams.has('s')) {
    const target = new URL('/tim-kiem', request.url)
    target.searchParams.set('s', searchParams.get('s') ?? '')
    return NextResponse.redirect(target, 308)
  }
  if (pathname === LOOP_STATE_ROUTE || pathname.startsWith(`${LOOP_STATE_ROUTE}/`) || pathname === SHOP_AJAX_ROUTE)
    return notFound()
  if (pathname === '/' && searchParams.has('shop-ajax')) {
    const target = request.nextUrl.clone()
    target.pathname = SHOP_AJAX_ROUTE
    return NextResponse.rewrite(target)
  }
  if (isSetupScreen(pathname)) {
    if (setupTokenMatches(request.cookies.get(setupCookieName)?.value)) return NextResponse.next()
    const { text } = vi.firstAdmin.refusals.linkNeeded
    return pathname.startsWith('/api/')
      ? NextResponse.json({ errors: [{ message: text }] }, { status: 403 })
      : setupRefusal('linkNeeded')
  }
  if (loopStateQuery(searchParams) && !SHOP_PATHS.has(pathname)) {
    const target = request.nextUrl.clone()
    target.pathname = pathname === '/' ? LOOP_STATE_ROUTE : `${LOOP_STATE_ROUTE}${pathname}`
    return NextResponse.rewrite(target)
  }
  return NextResponse.next()
}

/** The shop's one-segment addresses read their own query (the catalogue's `e-page-products`), rendered per address. */
const SHOP_PATHS = new Set(['/cua-hang', '/gio-hang', '/thanh-toan', '/tai-khoan'])

const isSetupScreen = (pathname: string) =>
  pathname === '/admin/create-first-user' || pathname === '/api/users/first-register'

function forbidden(message: string) {
  return new NextResponse(message, { status: 403, headers: { 'content-type': 'text/plain; charset=utf-8' } })
}

function notFound() {
  return new NextResponse(vi.notFoundPlain, {
    status: 404,
    headers: { 'content-type': 'text/plain; charset=utf-8' },
  })
}

/** Asks Payload who the session cookie belongs to; only editors and administrators may design. */
async function mayDesign(request: NextRequest): Promise<boolean> {
  const cookie = request.headers.get('cookie')
  if (!cookie) return false
  const response = await fetch(new URL('/api/users/me', request.url), { headers: { cookie }, cache: 'no-store' })
  if (!response.ok) return false
  const { user } = (await response.json()) as { user: { roles?: string[] } | null }
  return hasRole(user as never, 'admin', 'editor')
}

export const config = {
  matcher: [
    '/',
    '/:slug',
    '/chuyen-muc/:path*',
    '/the/:path*',
    '/tac-gia/:path*',
    '/_vong-lap/:path*',
    '/_shop-ajax',
    '/admin/create-first-user',
    '/api/users/first-register',
    '/admin/thiet-ke/:path*',
  ],
}
