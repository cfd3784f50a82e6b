'use client'

import { createUsePuck } from '@puckeditor/core'
import { useMemo } from 'react'
import type { TocSettings } from '@/features/toc/logic'
import { TableOfContents } from '@/content/views/article/TableOfContents'
import type { BuilderDocument } from '../document'
import { type ThemeData } from '../theme-data'
import { ThemePlaceholder } from '../ThemePlaceholder'
import { pageHeadings, tocHeadings } from './logic'

const usePuck = createUsePuck()

/**
 * In the editor: the table of contents as the site will show it, following every heading the editor adds or
 * renames (a single-post template lists the sample article's headings).
 */
export function TocPreview({ data, settings }: { data: ThemeData | null; settings: TocSettings }) {
  const layout = usePuck((state) => state.appState.data)
  const headings = useMemo(
    () => tocHeadings(data && { ...data, headings: pageHeadings(layout as BuilderDocument) }),
    [data, layout],
  )
  if (!headings?.length) return <ThemePlaceholder text="Mục lục: thêm tiêu đề H2–H4 để mục lục hiện ra." />
  return <TableOfContents headings={headings} settings={settings} />
}
