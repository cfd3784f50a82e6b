import type { ComponentConfig } from '@puckeditor/core'
import type { ReactNode } from 'react'
import { type Align, alignField } from '../fields'
import { Text } from './Text'
import { textHtml } from './logic'

export const textConfig: ComponentConfig<{ text: ReactNode; align: Align }> = {
  label: 'Đoạn văn',
  fields: {
    text: {
      type: 'richtext',
      label: 'Nội dung',
      // Editable in place on the canvas too. The page title is the h1, so the text offers h2–h4 only;
      // links stay in the same tab unless the editor's HTML says otherwise.
      contentEditable: true,
      options: {
        heading: { levels: [2, 3, 4] },
        link: { openOnClick: false, HTMLAttributes: { target: null, rel: null } },
        codeBlock: false,
      },
    },
    align: alignField,
  },
  defaultProps: { text: '<p>Nhập nội dung đoạn văn tại đây.</p>', align: 'left' },
  // Layouts saved before rich text held plain text: it opens in the editor as the same paragraphs.
  resolveData: ({ props }) => ({ props: { ...props, text: textHtml(props.text) } }),
  render: (props) => <Text {...props} />,
}
