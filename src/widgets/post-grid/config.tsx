import type { ComponentConfig, ExternalField } from '@puckeditor/core'
import { themeData } from '../theme-data'
import { type PickedTerm, postGridQuery } from './logic'
import { PostList } from './PostList'
import { yesNoField } from '../fields'

/** A category or tag picked from the REST API, in a searchable table. */
export function termPicker(collection: 'categories' | 'tags', label: string): ExternalField<PickedTerm | null> {
  return {
    type: 'external',
    label,
    placeholder: `Chọn ${label.toLowerCase()}`,
    showSearch: true,
    fetchList: async ({ query }) => {
      const params = new URLSearchParams({ limit: '100', depth: '0', sort: 'name' })
      if (query) params.set('where[name][like]', query)
      const response = await fetch(`/api/${collection}?${params}`, { credentials: 'include' })
      if (!response.ok) return []
      return ((await response.json()) as { docs: PickedTerm[] }).docs.map(({ id, name }) => ({ id, name }))
    },
    mapRow: (item) => ({ Tên: item.name }),
    getItemSummary: (item) => item?.name ?? '',
  }
}

type PostGridFields = {
  category: PickedTerm | null
  tag: PickedTerm | null
  featuredOnly: boolean
  avoidDuplicates: boolean
  count: number
  columns: string
  layout: string
}

/** The newest published posts of a category or tag (or of the whole site), as cards or the featured layout. */
export const postGridConfig: ComponentConfig<PostGridFields> = {
  label: 'Danh sách bài viết',
  fields: {
    category: termPicker('categories', 'Chuyên mục'),
    tag: termPicker('tags', 'Thẻ'),
    featuredOnly: yesNoField('Chỉ bài nổi bật'),
    avoidDuplicates: yesNoField('Bỏ bài đã hiện ở danh sách phía trên'),
    count: { type: 'number', label: 'Số bài (1–12)', min: 1, max: 12 },
    layout: {
      type: 'radio',
      label: 'Kiểu',
      options: [
        { label: 'Lưới thẻ', value: 'grid' },
        { label: 'Nổi bật (1 lớn, còn lại bên cạnh)', value: 'featured' },
      ],
    },
    columns: { type: 'select', label: 'Số cột (máy tính)', options: ['2', '3', '4'].map((value) => ({ label: `${value} cột`, value })) },
  },
  defaultProps: { category: null, tag: null, featuredOnly: false, avoidDuplicates: true, count: 6, columns: '3', layout: 'grid' },
  // On the site the posts were loaded before rendering (its load.ts); the editor swaps in a live preview.
  render: ({ id, puck, ...props }) => {
    const posts = themeData(puck.metadata)?.postGrids?.[id] ?? []
    return posts.length ? <PostList posts={posts} query={postGridQuery(props)} /> : <></>
  },
}
