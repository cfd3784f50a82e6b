import type { ComponentConfig } from '@puckeditor/core'
import { sharePageUrl } from '@/features/share/logic'
import { ShareButtons } from '@/features/share/ShareButtons'
import { themeData } from '../theme-data'
import { ThemePlaceholder } from '../ThemePlaceholder'
import { shareSet } from './logic'

/** Share buttons for the page being shown (the site's fixed share address when one is set). */
export const shareConfig: ComponentConfig<{ networks: string }> = {
  label: 'Nút chia sẻ',
  fields: {
    networks: {
      type: 'radio',
      label: 'Mạng xã hội',
      options: [
        { label: 'Phổ biến (6)', value: 'popular' },
        { label: 'Tất cả (18)', value: 'all' },
      ],
    },
  },
  defaultProps: { networks: 'popular' },
  render: ({ networks, puck }) => {
    const data = themeData(puck.metadata)
    const page = data?.page
    if (!page) return <ThemePlaceholder text="Nút chia sẻ: chia sẻ địa chỉ của trang đang xem." />
    return <ShareButtons data={{ url: sharePageUrl(page.url, data.shareUrl), title: page.title, text: '', image: '' }} networks={shareSet(networks)} />
  },
}
