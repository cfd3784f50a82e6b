import { type NextRequest, NextResponse } from 'next/server'
import { setupCookieName, setupTokenMatches } from '@/server/setup/token'

/**
 * Runs before the few routes that need it:
 * - `/?s=term` is the classic search address: it redirects to `/tim-kiem?s=term`;
 * - the first-administrator screens open only with the one-time link printed by `npm start`.
 */
export function proxy(request: NextRequest) {
  const { pathname, searchParams } = request.nextUrl
  if (pathname === '/') {
    if (!searchParams.has('s')) return NextResponse.next()
    const target = new URL('/tim-kiem', request.url)
    target.searchParams.set('s', searchParams.get('s') ?? '')
    return NextResponse.redirect(target, 308)
  }
  if (setupTokenMatches(request.cookies.get(setupCookieName)?.value)) return NextResponse.next()
  return new NextResponse('Cần liên kết tạo quản trị viên dùng một lần (xem cửa sổ dòng lệnh chạy npm start).', {
    status: 403,
    headers: { 'content-type': 'text/plain; charset=utf-8' },
  })
}

export const config = {
  matcher: ['/', '/admin/create-first-user', '/api/users/first-register'],
}
