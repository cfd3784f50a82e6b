/**
 * Menu links that point at content (a post, page, category or tag) rather than at a typed address: the pure part.
 * A link keeps the content's id, and its stored address and default label are worked out from the content, so
 * renaming a slug moves the menu with it (hooks.ts).
 */

export const menuTargetCollections = ['posts', 'pages', 'categories', 'tags'] as const
export type MenuTargetCollection = (typeof menuTargetCollections)[number]

export interface MenuTargetRef {
  relationTo: MenuTargetCollection
  value: number | { id: number }
}

/** What a menu link needs of its content. */
export interface MenuTarget {
  slug?: string | null
  title?: string | null
  name?: string | null
}

export interface MenuLinkRow {
  label?: string | null
  kind?: 'content' | 'custom' | null
  target?: MenuTargetRef | null
  url?: string | null
  children?: MenuLinkRow[] | null
  [field: string]: unknown
}

export const targetId = (ref: MenuTargetRef): number => (typeof ref.value === 'object' ? ref.value.id : ref.value)
export const targetKey = (ref: MenuTargetRef): string => `${ref.relationTo}:${targetId(ref)}`

/** The public address of a piece of content; the builder page chosen as home is at `/`. */
export function targetPath(
  collection: MenuTargetCollection,
  target: MenuTarget,
  id: number,
  homePageId: number | null,
): string | null {
  if (!target.slug) return null
  if (collection === 'categories') return `/chuyen-muc/${target.slug}`
  if (collection === 'tags') return `/the/${target.slug}`
  if (collection === 'pages' && id === homePageId) return '/'
  return `/${target.slug}`
}

/** Every link of a menu, children included. */
export function allLinks(rows: MenuLinkRow[] | null | undefined): MenuLinkRow[] {
  return (rows ?? []).flatMap((row) => [row, ...allLinks(row.children)])
}

/** The content links' targets, by collection, each id once. */
export function targetIds(rows: MenuLinkRow[]): Map<MenuTargetCollection, number[]> {
  const ids = new Map<MenuTargetCollection, Set<number>>()
  for (const row of rows) {
    if (row.kind === 'custom' || !row.target) continue
    const set = ids.get(row.target.relationTo) ?? new Set()
    set.add(targetId(row.target))
    ids.set(row.target.relationTo, set)
  }
  return new Map([...ids].map(([collection, set]) => [collection, [...set]]))
}

/**
 * The rows with each content link's address (and, when left empty, its label) taken from its content, found in
 * `targets` by `targetKey`. A link with an address but no content is a typed address (as links were before they could
 * point at content, and as API clients may still send them). Links whose content is gone are left as they are.
 */
export function withTargetAddresses<R extends MenuLinkRow>(
  rows: R[],
  targets: Map<string, { path: string | null; label: string }>,
): R[] {
  return rows.map((row) => {
    const withChildren = row.children ? { ...row, children: withTargetAddresses(row.children, targets) } : row
    if (row.kind === 'custom' || (!row.target && row.url)) return { ...withChildren, kind: 'custom' }
    const found = row.target ? targets.get(targetKey(row.target)) : undefined
    if (!found?.path) return withChildren
    return { ...withChildren, url: found.path, label: row.label?.trim() ? row.label : found.label }
  })
}

const blank = (value: unknown) => value === null || value === undefined || (typeof value === 'string' && !value.trim())

/** A row the editor added and left as it came: no content chosen, no label, no address, no sub-links worth keeping. */
export function isEmptyRow(row: MenuLinkRow | null | undefined): boolean {
  if (!row) return true
  return blank(row.label) && !row.target && blank(row.url) && (row.children ?? []).every(isEmptyRow)
}

/** The rows without the empty ones (at every level), so one row added and left empty never holds up saving the menus. */
export function withoutEmptyRows<R extends MenuLinkRow>(rows: R[]): R[] {
  return rows
    .filter((row) => !isEmptyRow(row))
    .map((row) => (row.children ? { ...row, children: withoutEmptyRows(row.children) } : row))
}
