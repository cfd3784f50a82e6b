import type { ComponentConfig } from '@puckeditor/core'
import { yesNoField } from '../fields'
import { ASPECT_RATIOS, type AspectRatio, type Device, GALLERY_MAX_COLUMNS } from '../gallery/logic'
import type { PickedTerm } from '../../loops/widgets/post-grid/logic'
import { termPicker } from '../record-picker'
import { themeData } from '../theme-data'
import { Portfolio } from './Portfolio'

const columnsNumber = (label: string) => ({ type: 'number' as const, label, min: 1, max: GALLERY_MAX_COLUMNS })

type Fields = {
  category: PickedTerm | null
  tag: PickedTerm | null
  count: number
  showFilter: boolean
  allLabel: string
  columns: Record<Device, number>
  ratio: AspectRatio
}

/** The newest posts of a category or tag as image tiles, with a filter button per category. */
export const portfolioConfig: ComponentConfig<Fields> = {
  label: 'Lưới bài viết có bộ lọc',
  fields: {
    category: termPicker('categories', 'Chuyên mục'),
    tag: termPicker('tags', 'Thẻ'),
    count: { type: 'number', label: 'Số bài (1–12)', min: 1, max: 12 },
    showFilter: yesNoField('Hiện nút lọc theo chuyên mục'),
    allLabel: { type: 'text', label: 'Chữ trên nút “Tất cả” (để trống: mặc định)' },
    columns: {
      type: 'object',
      label: 'Số cột',
      objectFields: {
        desktop: columnsNumber('Máy tính'),
        tablet: columnsNumber('Máy tính bảng'),
        mobile: columnsNumber('Điện thoại'),
      },
    },
    ratio: {
      type: 'select',
      label: 'Tỉ lệ khung ảnh',
      options: Object.keys(ASPECT_RATIOS).map((value) => ({ label: value, value })),
    },
  },
  defaultProps: {
    category: null,
    tag: null,
    count: 9,
    showFilter: true,
    allLabel: '',
    columns: { desktop: 3, tablet: 2, mobile: 1 },
    ratio: '4:3',
  },
  // Loaded on the server with the post grids (src/loops/widgets/post-grid/load.ts); the editor swaps in a live preview.
  render: ({ id, puck, ...props }) => {
    const posts = themeData(puck.metadata)?.postGrids?.[id]?.posts ?? []
    return posts.length ? <Portfolio posts={posts} isEditing={puck.isEditing} {...props} /> : <></>
  },
}
