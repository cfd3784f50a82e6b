import type { Data } from '@puckeditor/core'
import { headers } from 'next/headers'
import { notFound } from 'next/navigation'
import { hasRole } from '@/cms/access'
import { BuilderEditor } from '@/cms/builder/Editor.client'
import { getPayloadClient } from '@/cms/queries'
import { readBuilderDocument } from '@/widgets/document'

/** The builder documents "Thiết kế" can open. */
const designable = ['pages'] as const

export const metadata = { title: 'Thiết kế · Quản trị Thủ Thuật Điện Thoại', robots: { index: false } }

/** Full-screen builder of one document; src/proxy.ts already refused everyone but editors and administrators. */
export default async function DesignPage({ params }: { params: Promise<{ collection: string; id: string }> }) {
  const { collection, id } = await params
  if (!(designable as readonly string[]).includes(collection) || !/^\d+$/.test(id)) notFound()
  const payload = await getPayloadClient()
  const { user } = await payload.auth({ headers: await headers() })
  if (!hasRole(user, 'admin', 'editor')) notFound()
  const page = await payload
    .findByID({ collection: 'pages', id: Number(id), draft: true, depth: 0, user, overrideAccess: false })
    .catch(() => null)
  if (!page) notFound()
  return (
    <BuilderEditor
      collection={collection}
      id={id}
      title={page.title}
      data={readBuilderDocument(page.layout) as Data}
      backHref={`/admin/collections/${collection}/${id}`}
      viewHref={page._status === 'published' && page.slug ? `/${page.slug}` : null}
    />
  )
}
