'use client'

import { useFormFields } from '@payloadcms/ui'

/** Under a product's pictures, while it has none: a gentle word (saving is not held up), as the shop shows a placeholder. */
export function ProductImageHint() {
  const images = useFormFields(([fields]) => fields.images?.value)
  if (Array.isArray(images) && images.length > 0) return null
  return (
    <p className="admin-hint admin-hint--warning" role="status">
      Sản phẩm chưa có ảnh: cửa hàng sẽ hiện ảnh giữ chỗ. Nên thêm ít nhất một ảnh để khách nhận ra sản phẩm.
    </p>
  )
}
