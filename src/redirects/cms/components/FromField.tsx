'use client'

import { TextField, useField } from '@payloadcms/ui'
import type { TextFieldClientComponent } from 'payload'
import { useSearchParams } from 'next/navigation'
import { useEffect } from 'react'

/**
 * A redirect's old address, filled in from the screen's `?from=` when it is new: the 404 log's "Tạo chuyển hướng"
 * opens it so (docs/redirects.md, 404 log).
 */
export const FromField: TextFieldClientComponent = (props) => {
  const { value, setValue } = useField<string>({ path: props.path })
  const asked = useSearchParams().get('from')
  useEffect(() => {
    if (!value && asked) setValue(asked)
    // Only once, when the screen opens: the editor may empty the field afterwards.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])
  return <TextField {...props} />
}
