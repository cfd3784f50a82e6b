'use client'

import { useRowLabel } from '@payloadcms/ui'

/** A menu row is named by its link's text; a new row, until it has one, by its place. */
export function MenuRowLabel() {
  const { data, rowNumber } = useRowLabel<{ label?: string | null }>()
  return <span>{data?.label?.trim() || `Liên kết ${(rowNumber ?? 0) + 1}`}</span>
}
