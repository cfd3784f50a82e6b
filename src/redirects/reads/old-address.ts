import type { CollectionSlug, Where } from 'payload'
import { PUBLISHED, visitorFind } from '@/cms/queries'
import { type ContentKind, type WordpressForm, ourAddress } from '../rules/wordpress-address.mjs'

/** Where each kind of content a WordPress address names is kept, and whether only its published copy counts. */
const STORES: Record<ContentKind, { collection: CollectionSlug; published: boolean }> = {
  post: { collection: 'posts', published: true },
  category: { collection: 'categories', published: false },
  tag: { collection: 'tags', published: false },
  author: { collection: 'authors', published: false },
  product: { collection: 'products', published: true },
  productCategory: { collection: 'product-categories', published: false },
}

/**
 * Our address for a WordPress address's form (docs/redirects.md, WordPress addresses), when a visitor may see the
 * content it names; null otherwise (the address then answers 404 and joins the log).
 */
export async function oldAddressTarget(form: WordpressForm): Promise<string | null> {
  if (form.kind === 'home') return ourAddress(form)
  const store = STORES[form.kind]
  const where: Where = store.published
    ? { and: [{ slug: { equals: form.slug } }, PUBLISHED] }
    : { slug: { equals: form.slug } }
  const found = await visitorFind({ collection: store.collection, where, limit: 1, depth: 0, select: {} })
  return found.docs.length > 0 ? ourAddress(form) : null
}
