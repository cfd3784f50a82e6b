import { BehaviourMarker } from '@/lib/behaviour'
import { vi } from '@/i18n/vi'

type Props = { collection: 'posts' | 'pages'; id: number; slug: string; status?: 'draft' | 'published' | null }

/**
 * The bar over a previewed post or page: that this is a preview, whether visitors see this version yet, and the ways
 * back to the editor and out of the preview. Its behaviour reloads the page when the admin's live preview saves.
 */
export function PreviewBar({ collection, id, slug, status }: Props) {
  return (
    <aside className="preview-bar" aria-label={vi.preview.label}>
      <p className="preview-bar__text">
        <strong>{vi.preview.label}</strong> {status === 'published' ? vi.preview.published : vi.preview.draft}
      </p>
      <a className="preview-bar__link" href={`/admin/collections/${collection}/${id}`}>
        {vi.preview.backToEditor}
      </a>
      <a className="preview-bar__link" href={`/xem-truoc/thoat?next=${encodeURIComponent(`/${slug}`)}`}>
        {vi.preview.exit}
      </a>
      <BehaviourMarker name="livePreview" />
    </aside>
  )
}
