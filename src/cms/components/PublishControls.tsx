'use client'

import { PublishButton, useDocumentInfo, useFormFields, useModal } from '@payloadcms/ui'
import { useEffect } from 'react'
import { publishButtonLabel, publishHint } from '../schedule/logic'

const hasValue = (value: unknown) =>
  Array.isArray(value) ? value.length > 0 : value !== null && value !== undefined && value !== ''

/**
 * The post editor's "Xuất bản": Payload's button, which reads "Lên lịch" while "Ngày đăng" is in the future (publishing
 * then schedules the post: cms/schedule/), with a gentle note beside it while the post has no category or featured
 * image (publishing stays allowed). Payload's scheduler dialog opens on "Ngừng xuất bản" for a document that has no
 * newer draft, a draft that was never published included: for such a draft it is moved to "Xuất bản".
 */
export function PublishControls() {
  const publishedAt = useFormFields(([fields]) => fields.publishedAt?.value as string | null | undefined)
  const hasCategory = useFormFields(([fields]) => hasValue(fields.categories?.value))
  const hasFeaturedImage = useFormFields(([fields]) => hasValue(fields.featuredImage?.value))
  const { id, hasPublishedDoc } = useDocumentInfo()
  const { isModalOpen } = useModal()
  const schedulerOpen = isModalOpen(`schedule-publish-${id}`)

  useEffect(() => {
    if (!schedulerOpen || hasPublishedDoc) return
    // The dialog mounts with the modal; its first radio of the type is "Xuất bản".
    let frame = 0
    let tries = 0
    const choosePublish = () => {
      const publish = document.querySelector<HTMLInputElement>(
        `input[type="radio"][name="schedule-publish-${id}-type"]`,
      )
      if (publish) {
        if (!publish.checked) publish.click()
      } else if (tries++ < 60) frame = requestAnimationFrame(choosePublish)
    }
    choosePublish()
    return () => cancelAnimationFrame(frame)
  }, [schedulerOpen, hasPublishedDoc, id])

  const hint = publishHint({ hasCategory, hasFeaturedImage })
  return (
    <div className="publish-controls">
      {hint ? (
        <p className="publish-controls__hint" role="status" title={hint}>
          {hint}
        </p>
      ) : null}
      <PublishButton label={publishButtonLabel(publishedAt, new Date())} />
    </div>
  )
}
