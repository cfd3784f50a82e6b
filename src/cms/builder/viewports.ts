import type { Viewports } from '@puckeditor/core'
import { defaultBreakpoints } from '@/lib/breakpoints'

/** The editor's preview widths: a common phone, the widest tablet of the spec's tablet breakpoint, and a desktop. */
export const builderViewports: Viewports = [
  { width: 390, height: 'auto', icon: 'Smartphone', label: 'Điện thoại' },
  { width: defaultBreakpoints.tablet.value, height: 'auto', icon: 'Tablet', label: 'Máy tính bảng' },
  { width: 1280, height: 'auto', icon: 'Monitor', label: 'Máy tính' },
]
