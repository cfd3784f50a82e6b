import { NextResponse } from 'next/server'
import { setupCookieName, setupTokenMatches } from '@/server/setup/token'

/** The one-time link printed by `npm start`: unlocks Payload's "create first user" screen for this browser. */
export function GET(request: Request) {
  const token = new URL(request.url).searchParams.get('token')
  if (!setupTokenMatches(token)) {
    return new NextResponse('Liên kết không hợp lệ hoặc đã hết hạn.', {
      status: 403,
      headers: { 'content-type': 'text/plain; charset=utf-8' },
    })
  }
  const response = NextResponse.redirect(new URL('/admin/create-first-user', request.url), 303)
  response.cookies.set(setupCookieName, token!, { httpOnly: true, sameSite: 'strict', path: '/', maxAge: 3600 })
  return response
}
