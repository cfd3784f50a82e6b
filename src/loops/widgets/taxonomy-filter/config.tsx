import type { ComponentConfig, Fields } from '@puckeditor/core'
import { vi } from '@/i18n/vi'
import { allBlocks, readBuilderDocument } from '../../../widgets/document'
import { yesNoField } from '../../../widgets/fields'
import type { PickedTerm } from '../post-grid/logic'
import { termPicker } from '../../../widgets/record-picker'
import { themeData } from '../../../widgets/theme-data'
import { type FilterTerm, filterButtons, taxonomyFilterSettings } from './logic'
import { TaxonomyFilter } from './TaxonomyFilter'

type TaxonomyFilterFields = {
  target: string
  taxonomy: string
  terms: { term: PickedTerm | null }[]
  allLabel: string
  multiple: boolean
  logicalJoin: string
}

const fields: Fields<TaxonomyFilterFields> = {
  target: { type: 'text', label: 'Lưới bài viết được lọc (mã khối)' },
  taxonomy: {
    type: 'radio',
    label: 'Lọc theo',
    options: [
      { label: 'Chuyên mục', value: 'category' },
      { label: 'Thẻ', value: 'post_tag' },
    ],
  },
  terms: {
    type: 'array',
    label: 'Các nút (để trống: mọi chuyên mục chính, hoặc các thẻ theo tên)',
    arrayFields: { term: termPicker('categories', 'Chuyên mục hoặc thẻ') },
    getItemSummary: (item) => item.term?.name ?? 'Chưa chọn',
  },
  allLabel: { type: 'text', label: `Chữ trên nút “${vi.loops.filter.all}” (để trống: mặc định)` },
  multiple: yesNoField('Cho chọn nhiều nút cùng lúc'),
  logicalJoin: {
    type: 'radio',
    label: 'Khi chọn nhiều: bài phải thuộc',
    options: [
      { label: 'Tất cả các mục đã chọn (VÀ)', value: 'AND' },
      { label: 'Một trong các mục (HOẶC)', value: 'OR' },
    ],
  },
}

/** The editor's stand-ins for the terms (the site loads them on the server): the picked names, or the main categories. */
function editorTerms(props: TaxonomyFilterFields, categories: { name: string; slug?: string | null }[]): FilterTerm[] {
  const picked = props.terms.flatMap(({ term }) => (term ? [{ slug: `term-${term.id}`, name: term.name }] : []))
  if (picked.length || props.taxonomy === 'post_tag') return picked
  return categories.flatMap(({ name, slug }) => (slug ? [{ slug, name }] : []))
}

/** Filter buttons for a post grid on the same page: by category or tag, one or several at a time (docs/widgets.md, Loop filters and pagination). */
export const taxonomyFilterConfig: ComponentConfig<TaxonomyFilterFields> = {
  label: 'Bộ lọc chuyên mục',
  fields,
  // The grid to filter is chosen among the page's post grids; the tag picker replaces the category picker for tags.
  resolveFields: (data, { appState }) => {
    const grids = allBlocks(readBuilderDocument(appState.data)).filter((block) => block.type === 'PostGrid')
    const target = grids.length
      ? {
          type: 'select' as const,
          label: 'Lưới bài viết được lọc',
          options: [
            { label: 'Chọn lưới bài viết', value: '' },
            ...grids.map((grid, index) => {
              const category = (grid.props.category as PickedTerm | null)?.name
              return {
                label: `Lưới bài viết ${index + 1}${category ? ` (${category})` : ''}`,
                value: String(grid.props.id),
              }
            }),
          ],
        }
      : fields.target
    const taxonomyTerms =
      data.props.taxonomy === 'post_tag' ? termPicker('tags', 'Thẻ') : termPicker('categories', 'Chuyên mục')
    return {
      ...fields,
      target,
      terms: { ...fields.terms, arrayFields: { term: taxonomyTerms } },
    } as Fields<TaxonomyFilterFields>
  },
  defaultProps: { target: '', taxonomy: 'category', terms: [], allLabel: '', multiple: false, logicalJoin: 'AND' },
  render: ({ id, puck, ...props }) => {
    const theme = themeData(puck.metadata)
    const settings = taxonomyFilterSettings(props, vi.loops.filter.all)
    const terms = theme?.loopFilters?.[id] ?? editorTerms(props, theme?.categories ?? [])
    const address = theme?.address ? `${theme.address.path}${theme.address.query}` : '/'
    const label = `${vi.loops.filter.label} theo ${settings.taxonomy === 'post_tag' ? 'thẻ' : 'chuyên mục'}`
    return <TaxonomyFilter settings={settings} buttons={filterButtons(address, settings, terms)} label={label} />
  },
}
