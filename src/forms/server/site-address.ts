import type { Payload } from 'payload'

/**
 * Where the site's own mails go when a form names no address: the contact e-mail of "Cài đặt trang › Liên hệ", else
 * the first administrator's (as WordPress sends to its admin e-mail). Null on a site without either.
 */
export async function siteMailAddress(payload: Payload): Promise<string | null> {
  const settings = await payload.findGlobal({ slug: 'site-settings', depth: 0, select: { contact: true } })
  if (settings.contact?.email) return settings.contact.email
  const { docs } = await payload.find({
    collection: 'users',
    where: { roles: { contains: 'admin' } },
    sort: 'createdAt',
    limit: 1,
    depth: 0,
    select: { email: true },
  })
  return docs[0]?.email ?? null
}
