import { BehaviourMarker } from '@/lib/behaviour'
import { vi } from '@/i18n/vi'

type Props = {
  collection: 'posts' | 'pages'
  id: number
  slug: string
  status?: 'draft' | 'published' | null
  popups: boolean
}

/**
 * The bar over a previewed post or page: that this is a preview, whether visitors see this version yet, the ways back
 * to the editor and out of the preview, and the switch showing or hiding the site's popups here (hidden at first).
 * Its behaviour reloads the page when the admin's live preview saves.
 */
export function PreviewBar({ collection, id, slug, status, popups }: Props) {
  const here = encodeURIComponent(`/${slug}`)
  return (
    <aside className="preview-bar" aria-label={vi.preview.label}>
      <p className="preview-bar__text">
        <strong>{vi.preview.label}</strong> {status === 'published' ? vi.preview.published : vi.preview.draft}
      </p>
      <a className="preview-bar__link" href={`/admin/collections/${collection}/${id}`}>
        {vi.preview.backToEditor}
      </a>
      <a className="preview-bar__link" href={`/xem-truoc/cua-so?hien=${popups ? 0 : 1}&next=${here}`}>
        {popups ? vi.preview.hidePopups : vi.preview.showPopups}
      </a>
      <a className="preview-bar__link" href={`/xem-truoc/thoat?next=${here}`}>
        {vi.preview.exit}
      </a>
      <BehaviourMarker name="livePreview" />
    </aside>
  )
}
