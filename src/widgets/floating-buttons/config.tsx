import type { ComponentConfig } from '@puckeditor/core'
import { themeData } from '../theme-data'
import { type FloatingButton, FloatingButtons } from './FloatingButtons'

type Fields = { side: 'right' | 'left'; buttons: FloatingButton[] }

const kindOptions = [
  { label: 'Gọi điện', value: 'call' },
  { label: 'Zalo', value: 'zalo' },
  { label: 'Messenger', value: 'messenger' },
  { label: 'Lên đầu trang', value: 'top' },
]

/** Call, Zalo, Messenger and back-to-top buttons fixed to a corner; every click is counted. Best in the footer template. */
export const floatingButtonsConfig: ComponentConfig<Fields> = {
  label: 'Nút nổi liên hệ',
  fields: {
    side: {
      type: 'radio',
      label: 'Góc màn hình',
      options: [
        { label: 'Phải', value: 'right' },
        { label: 'Trái', value: 'left' },
      ],
    },
    buttons: {
      type: 'array',
      label: 'Các nút',
      max: 6,
      getItemSummary: (button) => kindOptions.find((option) => option.value === button.kind)?.label ?? 'Nút',
      defaultItemProps: { kind: 'call', value: '', label: '' },
      arrayFields: {
        kind: { type: 'select', label: 'Loại', options: kindOptions },
        value: { type: 'text', label: 'Số điện thoại (gọi, Zalo) hoặc tên trang Facebook (Messenger)' },
        label: { type: 'text', label: 'Nhãn (để trống: nhãn mặc định)' },
      },
    },
  },
  defaultProps: {
    side: 'right',
    buttons: [
      { kind: 'call', value: '', label: '' },
      { kind: 'top', value: '', label: '' },
    ],
  },
  render: ({ puck, side, buttons }) => (
    <FloatingButtons
      side={side}
      buttons={buttons}
      nonce={themeData(puck.metadata)?.floatingButtonsNonce}
      isEditing={puck.isEditing}
    />
  ),
}
