import type { PayloadRequest } from 'payload'
import { normaliseFrom, normaliseTo } from '@/redirects/rules'
import { insertRedirects } from '@/redirects/server'

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
 * import's); the address of a post or page of ours, and `to` itself, are left out. The addresses are checked here,
 * so they are written in one statement; when `to` is itself a redirect's address, they are saved one by one through
 * the collection, whose checks refuse a loop. Returns how many were written.
 */
export async function writeRedirects(req: PayloadRequest, froms: string[], to: string): Promise<number> {
  // `to` as a redirect's address would be: none for a media file's (`/api/…` is never redirected).
  const target = normaliseFrom(to).from
  const destination = normaliseTo(to).to
  if (!destination) return 0
  const wanted = [
    ...new Set(froms.map((address) => normaliseFrom(address).from).filter((from) => from && from !== target)),
  ] as string[]
  if (wanted.length === 0) return 0
  const taken = await req.payload.find({
    collection: 'redirects',
    where: { from: { in: target ? [...wanted, target] : wanted } },
    select: { from: true },
    depth: 0,
    pagination: false,
    overrideAccess: true,
    req,
  })
  const held = new Set(taken.docs.map((doc) => doc.from))
  const written: { from: string; to: string }[] = []
  for (const from of wanted)
    if (!held.has(from) && !(await isOurAddress(req, from))) written.push({ from, to: destination })
  if (!target || !held.has(target)) await insertRedirects(req.payload, req, written)
  else
    for (const redirect of written)
      await req.payload.create({
        collection: 'redirects',
        data: { ...redirect, status: '301' },
        depth: 0,
        overrideAccess: true,
        req,
      })
  return written.length
}
