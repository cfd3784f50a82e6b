'use client'

import { TextInput, useField } from '@payloadcms/ui'
import type { NumberFieldClientComponent } from 'payload'
import { useState } from 'react'
import { formatAmount, parseAmount } from '@/lib/vi'

/** What a text that is not a whole number is stored as: a value the field's check refuses with its message. */
const UNREADABLE = -1

/**
 * A price in đồng, typed and shown with thousands separators (`1.250.000`); the stored value stays a whole number.
 * What is not a whole number stays as typed on screen, and saving is refused with the field's message.
 */
export const VndField: NumberFieldClientComponent = ({ field, path, readOnly }) => {
  const { value, setValue, showError, disabled } = useField<number | null>({ path })
  // A read-only field (its own setting, or a read-only list it sits in) shows its amount greyed, as Payload's do.
  const locked = Boolean(readOnly || disabled || field.admin?.readOnly)
  const [typed, setTyped] = useState<string | null>(null)
  const shown = typed ?? (typeof value === 'number' && value >= 0 ? formatAmount(value) : '')
  return (
    <TextInput
      path={path}
      label={field.label}
      required={field.required}
      readOnly={locked}
      showError={showError}
      value={shown}
      htmlAttributes={{ autoComplete: 'off' }}
      onChange={(event: React.ChangeEvent<HTMLInputElement>) => {
        const text = event.target.value
        const amount = parseAmount(text)
        const unreadable = amount === null && text.trim() !== ''
        setTyped(unreadable ? text : null)
        // Given the text, Payload would read "12,5 triệu" as 12.
        setValue(unreadable ? UNREADABLE : amount)
      }}
    />
  )
}
