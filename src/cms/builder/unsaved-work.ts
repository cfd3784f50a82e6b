'use client'

import type { Data } from '@puckeditor/core'
import { useCallback, useEffect, useMemo, useState } from 'react'

/** How often a layout with unsaved changes is saved as a draft, as WordPress does for posts. */
export const AUTOSAVE_MS = 30_000

export const LEAVE_WARNING = 'Bố cục có thay đổi chưa lưu. Rời trang và bỏ các thay đổi này?'

/** The event the builder's canvas sends to the admin window when the editor presses a key or a pointer in it. */
export const CANVAS_INPUT = 'builder-canvas-input'

const inputs = ['pointerdown', 'keydown', CANVAS_INPUT] as const

/**
 * Whether the layout in the editor (`current`, as the editor holds it) differs from the one last saved. Until the
 * editor's first key or pointer press (in the admin or in the canvas) nothing is unsaved: what the editor itself
 * changes while it loads (default values of newer widget settings) is the layout as opened. While changes are unsaved,
 * closing or reloading the tab asks first (the browser's own dialog).
 */
export function useUnsavedWork(current: Data) {
  const currentJson = useMemo(() => JSON.stringify(current), [current])
  const [saved, setSaved] = useState(currentJson)
  const [touched, setTouched] = useState(false)
  if (!touched && saved !== currentJson) setSaved(currentJson)
  const unsaved = touched && currentJson !== saved

  useEffect(() => {
    const touch = () => {
      setTouched(true)
      for (const input of inputs) window.removeEventListener(input, touch, true)
    }
    for (const input of inputs) window.addEventListener(input, touch, true)
    return () => {
      for (const input of inputs) window.removeEventListener(input, touch, true)
    }
  }, [])

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
