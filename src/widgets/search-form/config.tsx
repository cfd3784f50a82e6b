import type { ComponentConfig } from '@puckeditor/core'
import { HeaderSearch } from '@/site/layout/HeaderSearch'
import { SearchForm } from '@/site/layout/SearchForm'

type SearchVariant = 'form' | 'header'

/** The site search box (a GET form to /tim-kiem); in headers, an icon on phones and the box from tablets up. */
export const searchFormConfig: ComponentConfig<{ variant: SearchVariant }> = {
  label: 'Ô tìm kiếm',
  fields: {
    variant: {
      type: 'radio',
      label: 'Kiểu',
      options: [
        { label: 'Ô tìm kiếm', value: 'form' },
        { label: 'Trong đầu trang (biểu tượng trên điện thoại)', value: 'header' },
      ],
    },
  },
  defaultProps: { variant: 'form' },
  render: ({ variant, id }) =>
    variant === 'header' ? <HeaderSearch inputId={`search-${id}`} /> : <SearchForm id={`search-${id}`} />,
}
