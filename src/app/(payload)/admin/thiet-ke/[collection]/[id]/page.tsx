import { headers } from 'next/headers'
import { notFound } from 'next/navigation'
import { hasRole } from '@/cms/access'
import { BuilderEditor } from '@/cms/builder/Editor.client'
import { editorThemeData } from '@/cms/builder/sample'
import { loopPreviewNonce } from '@/loops/cms/preview-nonce'
import { documentRefText } from '@/lib/document-ref'
import { getPayloadClient } from '@/cms/queries'
import type { Page, Template } from '@/payload-types'
import { readBuilderDocument } from '@/widgets/document'

/** The builder documents "Thiết kế" can open. */
const designable = ['pages', 'templates', 'popups'] as const
type Designable = (typeof designable)[number]

export const metadata = { title: 'Thiết kế · Quản trị Thủ Thuật Điện Thoại', robots: { index: false } }

/** Full-screen builder of one document; src/proxy.ts already refused everyone but editors and administrators. */
export default async function DesignPage({ params }: { params: Promise<{ collection: string; id: string }> }) {
  const { collection, id } = await params
  if (!(designable as readonly string[]).includes(collection) || !/^\d+$/.test(id)) notFound()
  const payload = await getPayloadClient()
  const { user } = await payload.auth({ headers: await headers() })
  if (!hasRole(user, 'admin', 'editor')) notFound()
  const doc = await payload
    .findByID({
      collection: collection as Designable,
      id: Number(id),
      draft: true,
      depth: 0,
      user,
      overrideAccess: false,
    })
    .catch(() => null)
  if (!doc) notFound()
  return (
    <BuilderEditor
      collection={collection}
      id={id}
      title={doc.title}
      data={readBuilderDocument(doc.layout)}
      metadata={{
        ...(await editorThemeData(collection === 'popups' ? { popup: doc } : { doc: doc as Page | Template })),
        // A page's grids preview exactly what the site will show (templates' depend on the post or archive shown).
        ...(collection === 'pages' && user
          ? { loopPreview: { nonce: loopPreviewNonce(user.id), document: documentRefText({ collection, id: doc.id }) } }
          : {}),
      }}
      lightbox={user?.builderLightbox === true}
      backHref={`/admin/collections/${collection}/${id}`}
      viewHref={'slug' in doc && doc._status === 'published' && doc.slug ? `/${doc.slug}` : null}
    />
  )
}
