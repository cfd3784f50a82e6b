import { type NextRequest, NextResponse } from 'next/server'
import { hasRole } from '@/cms/access'
import { setupCookieName, setupTokenMatches } from '@/server/setup/token'

/**
 * Runs before the few routes that need it:
 * - `/?s=term` is the classic search address: it redirects to `/tim-kiem?s=term`;
 * - the first-administrator screens open only with the one-time link printed by `npm start`;
 * - the visual builder (`/admin/thiet-ke/…`) answers 403 to anyone who is not an editor or administrator.
 */
export async function proxy(request: NextRequest) {
  const { pathname, searchParams } = request.nextUrl
  if (pathname.startsWith('/admin/thiet-ke/'))
    return (await mayDesign(request)) ? NextResponse.next() : forbidden('Chỉ biên tập viên và quản trị viên được mở trình thiết kế. Hãy đăng nhập tại /admin.')
  if (pathname === '/') {
    if (!searchParams.has('s')) return NextResponse.next()
    const target = new URL('/tim-kiem', request.url)
    target.searchParams.set('s', searchParams.get('s') ?? '')
    return NextResponse.redirect(target, 308)
  }
  if (setupTokenMatches(request.cookies.get(setupCookieName)?.value)) return NextResponse.next()
  return forbidden('Cần liên kết tạo quản trị viên dùng một lần (xem cửa sổ dòng lệnh chạy npm start).')
}

function forbidden(message: string) {
  return new NextResponse(message, { status: 403, headers: { 'content-type': 'text/plain; charset=utf-8' } })
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
  matcher: ['/', '/admin/create-first-user', '/api/users/first-register', '/admin/thiet-ke/:path*'],
}
