'use client'

import { useDocumentInfo } from '@payloadcms/ui'

/** "Thiết kế": opens the visual builder on the saved document. */
export function DesignButton() {
  const { id, collectionSlug } = useDocumentInfo()
  if (!id || !collectionSlug) return <p className="field-description">Lưu một lần để mở trình thiết kế.</p>
  return (
    <div className="design-button">
      <a className="btn btn--style-primary btn--size-medium" href={`/admin/thiet-ke/${collectionSlug}/${id}`}>
        Thiết kế
      </a>
      <p className="field-description">Mở trình thiết kế kéo thả toàn màn hình.</p>
    </div>
  )
}
