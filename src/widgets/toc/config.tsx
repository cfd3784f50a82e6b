import type { ComponentConfig } from '@puckeditor/core'
import { TableOfContents } from '@/content/views/article/TableOfContents'
import { themeData } from '../theme-data'
import { ThemePlaceholder } from '../ThemePlaceholder'
import { tocHeadings, tocSettings } from './logic'
import { yesNoField } from '../fields'

type TocFields = { levels: string; marker: string; minimize: boolean }

/** The page's table of contents: links to its headings, the one being read highlighted. */
export const tocConfig: ComponentConfig<TocFields> = {
  label: 'Mục lục',
  fields: {
    levels: {
      type: 'select',
      label: 'Gồm các tiêu đề',
      options: [
        { label: 'H2', value: 'h2' },
        { label: 'H2 và H3', value: 'h3' },
        { label: 'H2 đến H4', value: 'h4' },
      ],
    },
    marker: {
      type: 'radio',
      label: 'Đánh dấu',
      options: [
        { label: 'Số', value: 'numbers' },
        { label: 'Chấm', value: 'bullets' },
      ],
    },
    minimize: yesNoField('Thu gọn được'),
  },
  defaultProps: { levels: 'h3', marker: 'numbers', minimize: false },
  render: ({ puck, ...props }) => {
    const headings = tocHeadings(themeData(puck.metadata))
    if (!headings) return <ThemePlaceholder text="Mục lục: liệt kê các tiêu đề của trang khi xem trên trang web." />
    return <TableOfContents headings={headings} settings={tocSettings(props)} />
  },
}
