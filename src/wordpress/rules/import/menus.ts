import { metaOf, type WxrItem } from '@/wordpress/rules/wxr'

/** One link of a WordPress menu as ours (`navigation`'s menu rows), once its target is found among the imported. */
export type MenuLink =
  | {
      kind: 'content'
      target: { relationTo: 'posts' | 'pages' | 'categories' | 'tags'; value: number }
      label?: string
    }
  | { kind: 'custom'; url: string; label: string }

export type MenuRow = MenuLink & { children?: MenuLink[] }

/** The slug of the menu (`nav_menu` term) an item belongs to, or null. */
export const menuOf = (item: WxrItem): string | null =>
  item.terms.find((term) => term.taxonomy === 'nav_menu')?.slug ?? null

/** The menu with the most links: WordPress keeps which menu sits where in the theme's settings, not in the export. */
export function mainMenu(items: readonly WxrItem[]): string | null {
  const sizes = new Map<string, number>()
  for (const item of items) {
    const menu = menuOf(item)
    if (menu) sizes.set(menu, (sizes.get(menu) ?? 0) + 1)
  }
  return [...sizes].sort((a, b) => b[1] - a[1])[0]?.[0] ?? null
}

/**
 * A WordPress menu's links (`nav_menu_item`, docs/import.md, Importing) as our two-level menu, in their order: a
 * link under a top link is its child, one deeper goes under its top link too (`flattened`), and a link whose target
 * `linkOf` cannot find is left out (`missing`, by item id).
 */
export function menuRows(
  items: readonly WxrItem[],
  linkOf: (item: WxrItem) => MenuLink | null,
): { rows: MenuRow[]; flattened: number[]; missing: number[] } {
  const byId = new Map(items.map((item) => [item.id, item]))
  const parentOf = (item: WxrItem) => byId.get(Number(metaOf(item, '_menu_item_menu_item_parent')))
  /** The top link an item hangs under (itself when it is one); a cycle ends at the item it started from. */
  const topOf = (item: WxrItem) => {
    const seen = new Set([item])
    let at = item
    for (let parent = parentOf(at); parent && !seen.has(parent); parent = parentOf(at)) {
      seen.add(parent)
      at = parent
    }
    return at
  }
  const ordered = [...items].sort((a, b) => a.menuOrder - b.menuOrder)
  const rows = new Map<WxrItem, MenuRow>()
  const flattened: number[] = []
  const missing: number[] = []
  // Top links first, so that a child listed before its parent still finds it.
  for (const item of ordered) {
    if (topOf(item) !== item) continue
    const link = linkOf(item)
    if (link) rows.set(item, { ...link })
    else missing.push(item.id)
  }
  for (const item of ordered) {
    const top = topOf(item)
    if (top === item) continue
    const link = linkOf(item)
    const row = rows.get(top)
    if (!link || !row) {
      missing.push(item.id)
      continue
    }
    if (parentOf(item) !== top) flattened.push(item.id)
    row.children = [...(row.children ?? []), link]
  }
  return { rows: [...rows.values()], flattened, missing }
}
