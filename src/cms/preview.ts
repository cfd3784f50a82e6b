import { cookies, draftMode, headers } from 'next/headers'
import { type NextRequest, NextResponse } from 'next/server'
import type { Page, Post, User } from '@/payload-types'
import { isStaffUser } from './access'
import { getPayloadClient, latestVersionBySlug } from './queries'

/**
 * Editors' previews: "Bản xem trước" in the admin opens `/xem-truoc?loai=posts&id=N`, which checks the session, turns on
 * Next.js's draft mode (a cookie only this route sets) and goes to the document's address. There the page shows the
 * newest version, draft included, to that signed-in staff member, with a bar saying so. Visitors never see a draft:
 * without draft mode, or without a staff session, pages read published content only. The front never keeps a page
 * asked with cookies, and Next.js renders draft-mode requests afresh.
 */

export type PreviewCollection = 'posts' | 'pages'

const collections: PreviewCollection[] = ['posts', 'pages']

const text = (status: number, message: string) =>
  new NextResponse(message, { status, headers: { 'content-type': 'text/plain; charset=utf-8' } })

/** `GET /xem-truoc`: starts a preview of one post or page for a signed-in staff member. */
export async function startPreview(request: NextRequest): Promise<NextResponse> {
  const params = request.nextUrl.searchParams
  const collection = params.get('loai') as PreviewCollection
  const id = params.get('id') ?? ''
  if (!collections.includes(collection) || !/^[1-9]\d{0,9}$/.test(id))
    return text(400, 'Liên kết xem trước không hợp lệ: cần loai=posts hoặc pages và id là số.')
  const payload = await getPayloadClient()
  const { user } = await payload.auth({ headers: request.headers })
  if (!user) {
    const login = new URL('/admin/login', request.url)
    login.searchParams.set('redirect', `${request.nextUrl.pathname}${request.nextUrl.search}`)
    return NextResponse.redirect(login, 303)
  }
  if (!isStaffUser(user)) return text(403, 'Chỉ người viết bài, biên tập viên và quản trị viên được xem bản nháp.')
  const doc = await payload.findByID({
    collection,
    id: Number(id),
    draft: true,
    overrideAccess: false,
    user,
    depth: 0,
    disableErrors: true,
  })
  if (!doc) return text(404, 'Không tìm thấy bài viết hoặc trang này, hoặc bạn không có quyền xem nó.')
  if (!doc.slug) return text(409, 'Hãy đặt đường dẫn (slug) rồi lưu nháp trước khi xem trước.')
  ;(await draftMode()).enable()
  return NextResponse.redirect(new URL(`/${doc.slug}`, request.url), 303)
}

/** The page of this site `?next=` names (`/duong-dan`), or the home page: never another site. */
function backTo(request: NextRequest): URL {
  const next = request.nextUrl.searchParams.get('next') ?? '/'
  const sameSite = /^\/(?![/\\])/.test(next)
  return new URL(sameSite ? next : '/', request.url)
}

/** Set while an editor asked to see the site's popups in previews ("Hiện cửa sổ bật lên" on the preview bar). */
const PREVIEW_POPUPS_COOKIE = 'thuthuat_xem_truoc_cua_so'

/** `GET /xem-truoc/thoat`: ends the preview, back to the page as visitors see it (`?next=/duong-dan`). */
export async function endPreview(request: NextRequest): Promise<NextResponse> {
  ;(await draftMode()).disable()
  const response = NextResponse.redirect(backTo(request), 303)
  response.cookies.delete(PREVIEW_POPUPS_COOKIE)
  return response
}

/**
 * `GET /xem-truoc/cua-so?hien=1&next=/duong-dan`: previews show the popups whose conditions fit the page (`hien=1`)
 * or none (`hien=0`, as a preview starts: an editor checking a draft is not interrupted by the site's offers).
 */
export async function choosePreviewPopups(request: NextRequest): Promise<NextResponse> {
  const response = NextResponse.redirect(backTo(request), 303)
  if (request.nextUrl.searchParams.get('hien') === '1')
    response.cookies.set(PREVIEW_POPUPS_COOKIE, '1', { httpOnly: true, sameSite: 'lax', path: '/' })
  else response.cookies.delete(PREVIEW_POPUPS_COOKIE)
  return response
}

/** The staff member previewing, or null: draft mode is off (every visitor), or the session is not staff's. */
async function previewingUser(): Promise<User | null> {
  if (!(await draftMode()).isEnabled) return null
  const payload = await getPayloadClient()
  const { user } = await payload.auth({ headers: await headers() })
  return isStaffUser(user) ? user : null
}

/**
 * What a preview shows at `/{slug}`: the newest version of the post there, or else of the page, and whether with the
 * site's popups (only when the editor asked for them); null when not previewing.
 */
export async function previewAt(
  slug: string,
): Promise<{ post: Post | null; page: Page | null; popups: boolean } | null> {
  const user = await previewingUser()
  if (!user) return null
  const post = await latestVersionBySlug('posts', slug, user)
  const popups = (await cookies()).get(PREVIEW_POPUPS_COOKIE)?.value === '1'
  return { post, page: post ? null : await latestVersionBySlug('pages', slug, user), popups }
}
