import { describe, expect, it } from 'vitest'
import type { WxrItem } from '@/wordpress/rules/wxr'
import { mainMenu, type MenuLink, menuRows } from './menus'

/** A menu link of the export: its id, parent link, order and menu. */
const link = (id: number, parent: number, order: number, menu = 'menu-chinh'): WxrItem =>
  ({
    id,
    type: 'nav_menu_item',
    title: `Mục ${id}`,
    menuOrder: order,
    terms: [{ taxonomy: 'nav_menu', slug: menu, name: menu }],
    meta: [{ key: '_menu_item_menu_item_parent', value: String(parent) }],
  }) as WxrItem

const custom = (item: WxrItem): MenuLink | null =>
  item.id === 99 ? null : { kind: 'custom', url: `/muc-${item.id}`, label: item.title }

describe('menus', () => {
  it('takes the menu with the most links as the main one', () => {
    expect(mainMenu([link(1, 0, 1, 'chan-trang'), link(2, 0, 1), link(3, 0, 2)])).toBe('menu-chinh')
    expect(mainMenu([])).toBeNull()
  })

  it('keeps two levels in order, puts deeper links under their top link, and leaves out what it cannot find', () => {
    // Listed out of order: a child before its parent, a grandchild, a link to something not imported.
    const items = [link(4, 3, 4), link(3, 0, 1), link(5, 4, 5), link(6, 0, 2), link(99, 0, 3), link(7, 99, 6)]
    const { rows, flattened, missing } = menuRows(items, custom)
    expect(rows.map((row) => [row.label, row.children?.map((child) => child.label)])).toEqual([
      ['Mục 3', ['Mục 4', 'Mục 5']],
      ['Mục 6', undefined],
    ])
    expect(flattened).toEqual([5])
    expect(missing).toEqual([99, 7])
  })

  it('ends at a loop of parents instead of going round it', () => {
    const { rows } = menuRows([link(1, 2, 1), link(2, 1, 2)], custom)
    expect(rows.length + rows.flatMap((row) => row.children ?? []).length).toBeLessThanOrEqual(2)
  })
})
