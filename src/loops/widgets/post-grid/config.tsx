import type { ComponentConfig, Fields } from '@puckeditor/core'
import { themeData } from '../../../widgets/theme-data'
import { LOOP_MAX_OFFSET } from '@/loops/rules/query'
import { PAGINATION_TYPES, type PaginationType, type PickedTerm, POST_GRID_MAX, postGridQuery } from './logic'
import { PostGridWidget } from './PostList'
import { yesNoField } from '../../../widgets/fields'
import { recordPicker, termPicker } from '../../../widgets/record-picker'

/** Which posts a loop widget lists: shared by the post grid and the post carousel. */
export type PostQueryFields = {
  source: string
  posts: { post: PickedTerm | null }[]
  category: PickedTerm | null
  tag: PickedTerm | null
  excludeCategory: PickedTerm | null
  excludeTag: PickedTerm | null
  author: PickedTerm | null
  featuredOnly: boolean
  avoidDuplicates: boolean
  excludeCurrent: boolean
  orderBy: string
  order: string
  offset: number
  count: number
}

type PostGridFields = PostQueryFields & {
  skin: string
  columns: string
  columnsTablet: string
  columnsMobile: string
  rowGap: number | null
  masonry: boolean
  showImage: boolean
  imageRatio: number | null
  titleTag: string
  showExcerpt: boolean
  excerptLength: number | null
  showCategory: boolean
  showAuthor: boolean
  showDate: boolean
  showReadingTime: boolean
  readMore: string
  layout: string
  pagination: string
}

const columnOptions = (counts: number[]) => counts.map((count) => ({ label: `${count} cột`, value: String(count) }))

const PAGINATION_LABELS: Record<PaginationType, string> = {
  none: 'Không phân trang',
  numbers: 'Số trang',
  prev_next: 'Trang trước / Trang sau',
  numbers_and_prev_next: 'Số trang và Trang trước / Trang sau',
  load_more_on_click: 'Nút “Xem thêm”',
  load_more_infinite_scroll: 'Tự tải thêm khi cuộn tới cuối',
}

/** The fields that choose a loop's posts: source, terms to include or leave out, order, offset and how many. */
export const postQueryFields: Fields<PostQueryFields> = {
  source: {
    type: 'select',
    label: 'Nguồn bài',
    options: [
      { label: 'Bài mới nhất', value: 'latest' },
      { label: 'Chọn bài thủ công', value: 'manual' },
      { label: 'Bài liên quan tới bài đang đọc', value: 'related' },
      { label: 'Bài của trang lưu trữ đang xem', value: 'archive' },
    ],
  },
  posts: {
    type: 'array',
    label: 'Các bài chọn thủ công',
    max: POST_GRID_MAX,
    arrayFields: { post: recordPicker({ collection: 'posts', nameField: 'title' }, 'Bài viết') },
    getItemSummary: (item) => item.post?.name ?? 'Chưa chọn bài',
  },
  category: termPicker('categories', 'Chuyên mục'),
  tag: termPicker('tags', 'Thẻ'),
  author: recordPicker({ collection: 'authors', nameField: 'name' }, 'Tác giả'),
  excludeCategory: termPicker('categories', 'Bỏ chuyên mục'),
  excludeTag: termPicker('tags', 'Bỏ thẻ'),
  featuredOnly: yesNoField('Chỉ bài nổi bật'),
  avoidDuplicates: yesNoField('Bỏ bài đã hiện ở danh sách phía trên'),
  excludeCurrent: yesNoField('Bỏ bài đang đọc'),
  orderBy: {
    type: 'select',
    label: 'Sắp xếp theo',
    options: [
      { label: 'Ngày đăng', value: 'date' },
      { label: 'Tiêu đề', value: 'title' },
      { label: 'Ngày cập nhật', value: 'modified' },
      { label: 'Ngẫu nhiên (giữ nguyên trong ngày)', value: 'random' },
    ],
  },
  order: {
    type: 'radio',
    label: 'Thứ tự',
    options: [
      { label: 'Mới / Z trước', value: 'desc' },
      { label: 'Cũ / A trước', value: 'asc' },
    ],
  },
  offset: { type: 'number', label: 'Bỏ qua số bài đầu (0–100)', min: 0, max: LOOP_MAX_OFFSET },
  count: { type: 'number', label: `Số bài mỗi trang (1–${POST_GRID_MAX})`, min: 1, max: POST_GRID_MAX },
}

export const postQueryDefaults: PostQueryFields = {
  source: 'latest',
  posts: [],
  category: null,
  tag: null,
  excludeCategory: null,
  excludeTag: null,
  author: null,
  featuredOnly: false,
  avoidDuplicates: true,
  excludeCurrent: false,
  orderBy: 'date',
  order: 'desc',
  offset: 0,
  count: 6,
}

/** Published posts chosen by source, terms and order, as cards or the featured layout, with pages or "load more". */
export const postGridConfig: ComponentConfig<PostGridFields> = {
  label: 'Lưới bài viết',
  fields: {
    ...postQueryFields,
    layout: {
      type: 'radio',
      label: 'Kiểu',
      options: [
        { label: 'Lưới thẻ', value: 'grid' },
        { label: 'Nổi bật (1 lớn, còn lại bên cạnh)', value: 'featured' },
      ],
    },
    skin: {
      type: 'radio',
      label: 'Kiểu thẻ',
      options: [
        { label: 'Cổ điển', value: 'classic' },
        { label: 'Thẻ nổi (có khung)', value: 'cards' },
        { label: 'Toàn bộ nội dung bài', value: 'full_content' },
      ],
    },
    columns: { type: 'select', label: 'Số cột (máy tính)', options: columnOptions([2, 3, 4]) },
    columnsTablet: { type: 'select', label: 'Số cột (máy tính bảng)', options: columnOptions([1, 2, 3]) },
    columnsMobile: { type: 'select', label: 'Số cột (điện thoại)', options: columnOptions([1, 2]) },
    rowGap: { type: 'number', label: 'Khoảng cách giữa các hàng (px, để trống: mặc định)', min: 0, max: 80 },
    masonry: yesNoField('Xếp so le (masonry, từ 2 cột)'),
    showImage: yesNoField('Hiện ảnh'),
    imageRatio: {
      type: 'number',
      label: 'Tỉ lệ ảnh, cao / rộng (0,3–2; để trống: 16:9)',
      min: 0.3,
      max: 2,
      step: 0.01,
    },
    titleTag: {
      type: 'select',
      label: 'Thẻ tiêu đề',
      options: ['h2', 'h3', 'h4'].map((value) => ({ label: value.toUpperCase(), value })),
    },
    showExcerpt: yesNoField('Hiện tóm tắt'),
    excerptLength: { type: 'number', label: 'Độ dài tóm tắt (số từ, để trống: cả đoạn)', min: 1, max: 100 },
    showCategory: yesNoField('Hiện chuyên mục'),
    showAuthor: yesNoField('Hiện tác giả'),
    showDate: yesNoField('Hiện ngày đăng'),
    showReadingTime: yesNoField('Hiện thời gian đọc'),
    readMore: { type: 'text', label: 'Chữ liên kết “Đọc tiếp” (để trống: không hiện)' },
    pagination: {
      type: 'select',
      label: 'Phân trang',
      options: PAGINATION_TYPES.map((value) => ({ label: PAGINATION_LABELS[value], value })),
    },
  },
  defaultProps: {
    ...postQueryDefaults,
    skin: 'classic',
    columns: '3',
    columnsTablet: '2',
    columnsMobile: '1',
    rowGap: null,
    masonry: false,
    showImage: true,
    imageRatio: null,
    titleTag: 'h3',
    showExcerpt: true,
    excerptLength: null,
    showCategory: true,
    showAuthor: true,
    showDate: true,
    showReadingTime: false,
    readMore: '',
    layout: 'grid',
    pagination: 'none',
  },
  // On the site the posts were loaded before rendering (its load.ts); the editor swaps in a live preview.
  render: ({ id, puck, ...props }) => {
    const theme = themeData(puck.metadata)
    const grid = theme?.postGrids?.[id]
    if (!grid) return <></>
    const address = theme?.address ?? { path: '/', query: '' }
    return (
      <PostGridWidget
        id={id}
        grid={grid}
        query={postGridQuery(props)}
        address={address}
        documentRef={theme?.documentRef}
      />
    )
  },
}
