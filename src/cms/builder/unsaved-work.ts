'use client'

import type { Data } from '@puckeditor/core'
import { useCallback, useEffect, useMemo, useState } from 'react'

/** How often a layout with unsaved changes is saved as a draft, as WordPress does for posts. */
export const AUTOSAVE_MS = 30_000

export const LEAVE_WARNING = 'Bố cục có thay đổi chưa lưu. Rời trang và bỏ các thay đổi này?'

/**
 * Whether the layout in the editor (`current`, as the editor holds it) differs from the one last saved; the layout the
 * editor opened with counts as saved. While it differs, closing or reloading the tab asks first (the browser's dialog).
 */
export function useUnsavedWork(current: Data) {
  const currentJson = useMemo(() => JSON.stringify(current), [current])
  const [saved, setSaved] = useState(currentJson)
  const unsaved = currentJson !== saved

  useEffect(() => {
    if (!unsaved) return
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault()
      event.returnValue = ''
    }
    window.addEventListener('beforeunload', warn)
    return () => window.removeEventListener('beforeunload', warn)
  }, [unsaved])

  const markSaved = useCallback((data: Data) => setSaved(JSON.stringify(data)), [])
  return { unsaved, markSaved }
}
