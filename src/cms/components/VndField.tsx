'use client'

import { TextInput, useField } from '@payloadcms/ui'
import type { NumberFieldClientComponent } from 'payload'
import { useState } from 'react'
import { formatAmount, parseAmount } from '@/lib/vi'

/**
 * A price in đồng, typed and shown with thousands separators (`1.250.000`); the stored value stays a whole number.
 * What is not a whole number stays as typed, and the field's check refuses it with its message.
 */
export const VndField: NumberFieldClientComponent = ({ field, path, readOnly }) => {
  const { value, setValue, showError } = useField<number | string | null>({ path })
  const [typed, setTyped] = useState<string | null>(null)
  const shown = typed ?? (typeof value === 'number' ? formatAmount(value) : '')
  return (
    <TextInput
      path={path}
      label={field.label}
      required={field.required}
      readOnly={readOnly}
      showError={showError}
      value={shown}
      htmlAttributes={{ autoComplete: 'off' }}
      AfterInput={<span className="vnd-field__unit">₫</span>}
      onChange={(event: React.ChangeEvent<HTMLInputElement>) => {
        const text = event.target.value
        const amount = parseAmount(text)
        const unreadable = amount === null && text.trim() !== ''
        setTyped(unreadable ? text : null)
        setValue(unreadable ? text : amount)
      }}
    />
  )
}
