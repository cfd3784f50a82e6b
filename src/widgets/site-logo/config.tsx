import type { ComponentConfig } from '@puckeditor/core'
import { Logo } from '@/site/layout/Logo'
import { themeData } from '../theme-data'
import { ThemePlaceholder } from '../ThemePlaceholder'

/** The site's mark and name, linking home. */
export const siteLogoConfig: ComponentConfig<Record<string, never>> = {
  label: 'Logo trang web',
  fields: {},
  render: ({ puck }) => {
    const data = themeData(puck.metadata)
    return data ? <Logo siteName={data.siteName} /> : <ThemePlaceholder text="Logo trang web" />
  },
}
