import type {
  CollectionAfterChangeHook,
  GlobalAfterChangeHook,
  GlobalBeforeValidateHook,
  PayloadRequest,
} from 'payload'
import {
  allLinks,
  type MenuLinkRow,
  type MenuTargetCollection,
  targetIds,
  targetPath,
  withoutEmptyRows,
  withTargetAddresses,
} from './logic'

type Menus = { main?: MenuLinkRow[] | null; footer?: MenuLinkRow[] | null }

/** The address and title of every piece of content the menus link to, by `collection:id`. */
async function targetsOf(req: PayloadRequest, rows: MenuLinkRow[]) {
  const settings = await req.payload.findGlobal({ slug: 'site-settings', depth: 0, req })
  const homePageId =
    typeof settings.homePage === 'object' ? (settings.homePage?.id ?? null) : (settings.homePage ?? null)
  const targets = new Map<string, { path: string | null; label: string }>()
  for (const [collection, ids] of targetIds(rows)) {
    const { docs } = await req.payload.find({
      collection,
      where: { id: { in: ids } },
      depth: 0,
      pagination: false,
      req,
    })
    for (const doc of docs as { id: number; slug?: string | null; title?: string | null; name?: string | null }[]) {
      targets.set(`${collection}:${doc.id}`, {
        path: targetPath(collection, doc, doc.id, homePageId),
        label: doc.title ?? doc.name ?? '',
      })
    }
  }
  return targets
}

/**
 * Before the menus are validated and saved, rows left empty go, and content links take their address (and an empty
 * label its title) from their content.
 */
export const fillMenuLinks: GlobalBeforeValidateHook = async ({ data, req }) => {
  const menus = data as Menus | undefined
  if (!menus) return data
  const main = menus.main ? withoutEmptyRows(menus.main) : undefined
  const footer = menus.footer ? withoutEmptyRows(menus.footer) : undefined
  const targets = await targetsOf(req, [...allLinks(main), ...allLinks(footer)])
  return {
    ...menus,
    ...(main ? { main: withTargetAddresses(main, targets) } : {}),
    ...(footer ? { footer: withTargetAddresses(footer, targets) } : {}),
  }
}

/** Saves the menus again, so their content links take the current addresses, when one links to `changed`. */
async function refreshMenus(req: PayloadRequest, changed?: { collection: MenuTargetCollection; id: number }) {
  const navigation = await req.payload.findGlobal({ slug: 'navigation', depth: 0, req })
  const links = [...allLinks(navigation.main), ...allLinks(navigation.footer)]
  const linked = changed
    ? targetIds(links).get(changed.collection)?.includes(changed.id)
    : links.some((link) => link.kind !== 'custom' && link.target)
  if (!linked) return
  await req.payload.updateGlobal({
    slug: 'navigation',
    data: { main: navigation.main, footer: navigation.footer },
    depth: 0,
    req,
  })
}

/** A post, page, category or tag changed its slug: the menu links to it follow. */
export const followSlugInMenus =
  (collection: MenuTargetCollection): CollectionAfterChangeHook =>
  async ({ doc, previousDoc, operation, req }) => {
    if (operation === 'update' && doc.slug !== previousDoc?.slug) await refreshMenus(req, { collection, id: doc.id })
    return doc
  }

/** Another page became the home page: a menu link to a page may now be `/` or its slug. */
export const followHomePageInMenus: GlobalAfterChangeHook = async ({ doc, previousDoc, req }) => {
  const idOf = (value: unknown) => (typeof value === 'object' && value ? (value as { id: number }).id : value)
  if (idOf(doc.homePage) !== idOf(previousDoc?.homePage)) await refreshMenus(req)
  return doc
}
