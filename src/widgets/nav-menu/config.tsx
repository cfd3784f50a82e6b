import type { ComponentConfig } from '@puckeditor/core'
import { MainNav } from '@/site/layout/MainNav'
import { CategoryLinks } from '@/site/layout/CategoryLinks'
import { FooterLinks } from '@/site/layout/FooterLinks'
import { themeData } from '../theme-data'
import { ThemePlaceholder } from '../ThemePlaceholder'

type MenuName = 'main' | 'footer' | 'categories'

/** A menu from "Menu điều hướng" (the main menu with phone toggle and submenus, or the footer links), or the categories. */
export const navMenuConfig: ComponentConfig<{ menu: MenuName }> = {
  label: 'Menu điều hướng',
  fields: {
    menu: {
      type: 'radio',
      label: 'Menu',
      options: [
        { label: 'Menu chính', value: 'main' },
        { label: 'Liên kết chân trang', value: 'footer' },
        { label: 'Danh sách chuyên mục', value: 'categories' },
      ],
    },
  },
  defaultProps: { menu: 'main' },
  render: ({ menu, id, puck }) => {
    const data = themeData(puck.metadata)
    if (!data) return <ThemePlaceholder text="Menu điều hướng" />
    if (menu === 'footer') return <FooterLinks links={data.navigation.footer ?? []} title={data.siteName} />
    if (menu === 'categories') return <CategoryLinks categories={data.categories} />
    return <MainNav items={data.navigation.main ?? []} menuId={`menu-${id}`} />
  },
}
