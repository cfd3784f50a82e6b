import type { ComponentConfig } from '@puckeditor/core'
import { vi } from '@/i18n/vi'
import { themeData } from '../theme-data'
import { ThemePlaceholder } from '../ThemePlaceholder'

/** "© {this year} {site name}…": the year follows the calendar, so a footer never goes stale. */
export const siteCopyrightConfig: ComponentConfig<Record<string, never>> = {
  label: 'Dòng bản quyền',
  fields: {},
  render: ({ puck }) => {
    const data = themeData(puck.metadata)
    return data ? (
      <p className="site-footer__copy container">{vi.copyright(new Date().getFullYear(), data.siteName)}</p>
    ) : (
      <ThemePlaceholder text="Dòng bản quyền" />
    )
  },
}
