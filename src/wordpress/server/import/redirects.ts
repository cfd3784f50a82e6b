import type { PayloadRequest } from 'payload'
import { normaliseFrom } from '@/redirects/rules'

/** A path of one segment (`/gioi-thieu`): where our posts and pages live. */
const ONE_SEGMENT = /^\/([^/?]+)$/

/** Whether `from` is the address of one of our posts or pages: a redirect there would hide it. */
async function isOurAddress(req: PayloadRequest, from: string): Promise<boolean> {
  const slug = ONE_SEGMENT.exec(from)?.[1]
  if (!slug) return false
  const counts = await Promise.all(
    (['posts', 'pages'] as const).map((collection) =>
      req.payload.count({ collection, where: { slug: { equals: slug } }, overrideAccess: true, req }),
    ),
  )
  return counts.some((count) => count.totalDocs > 0)
}

/**
 * Writes a 301 from each old address to `to`, in the transaction of `req`, beside the document it leads to
 * (docs/import.md, Old addresses). An address a redirect already holds keeps it (an editor's, or an earlier
 * import's); the address of a post or page of ours, and `to` itself, are left out. Returns how many were written.
 */
export async function writeRedirects(req: PayloadRequest, froms: string[], to: string): Promise<number> {
  const target = normaliseFrom(to).from
  let written = 0
  for (const address of froms) {
    const { from } = normaliseFrom(address)
    if (!from || from === target || (await isOurAddress(req, from))) continue
    const taken = await req.payload.count({
      collection: 'redirects',
      where: { from: { equals: from } },
      overrideAccess: true,
      req,
    })
    if (taken.totalDocs > 0) continue
    await req.payload.create({ collection: 'redirects', data: { from, to, status: '301' }, overrideAccess: true, req })
    written++
  }
  return written
}
