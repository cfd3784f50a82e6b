import type { Template } from '@/payload-types'
import type { BuilderDocument } from '@/widgets/document'
import { block } from './blocks'
import { subscribeForm } from './forms'

type SeedTemplate = Pick<Template, 'title' | 'kind' | 'conditions' | 'sticky'> & { layout: BuilderDocument }

const wholeSite: Template['conditions'] = [{ mode: 'include', scope: 'site' }]

/** The site's header and footer, rebuilt as builder templates so a new site shows the theme builder at work. */
export function themeTemplates(): SeedTemplate[] {
  return [
    {
      title: 'Đầu trang chính',
      kind: 'header',
      conditions: wholeSite,
      sticky: ['desktop', 'tablet', 'mobile'],
      layout: {
        root: { props: {} },
        content: [
          block('SiteLogo', 'header'),
          block('NavMenu', 'header', { menu: 'main' }),
          block('SearchForm', 'header', { variant: 'header' }),
          block('MenuCart', 'header'),
        ],
      },
    },
    {
      title: 'Chân trang chính',
      kind: 'footer',
      conditions: wholeSite,
      sticky: [],
      layout: {
        root: { props: {} },
        content: [
          block('Section', 'footer-columns', {
            columns: '3',
            spacing: 'none',
            background: '',
            content: [
              block('Section', 'footer-brand', {
                columns: '1',
                spacing: 'none',
                background: '',
                content: [
                  block('SiteLogo', 'footer'),
                  block('Text', 'footer-about', {
                    text: 'Mẹo hay cho điện thoại của bạn. Hướng dẫn dùng điện thoại bằng tiếng Việt dễ hiểu, từng bước một.',
                    align: 'left',
                  }),
                  // Shows only what "Cài đặt trang › Liên hệ" holds (the demo sets nothing).
                  block('ContactDetails', 'footer', { title: '' }),
                  subscribeForm(),
                ],
              }),
              block('NavMenu', 'footer-categories', { menu: 'categories' }),
              block('NavMenu', 'footer-links', { menu: 'footer' }),
            ],
          }),
          block('SiteCopyright', 'footer'),
        ],
      },
    },
  ]
}
