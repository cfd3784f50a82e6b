import type { DefaultCellComponentProps } from 'payload'
import { formatVnd } from '@/lib/vi'

/** An amount in đồng in a list's cell, as the site writes it (`239.000 ₫`); empty when there is none. */
export function VndCell({ cellData }: DefaultCellComponentProps) {
  return <span>{typeof cellData === 'number' ? formatVnd(cellData) : ''}</span>
}
