/**
 * The public pages' behaviour bundles (docs/widgets.md, "Behaviour bundles"): a page loads one script, the bundle
 * holding the behaviours pages of its kind always carry; any other behaviour on it loads from its own file when its
 * marker is met. Written once here for the build (scripts/build-behaviours.mjs), which makes one file per bundle, and
 * the front (front/serve.mjs), which gives each page the bundle it downloads least with.
 * Behaviours that wait for the viewport (forms, carousels, vector animations) belong in no bundle: they load late
 * anyway, and most of a page's readers never scroll to them.
 */

/**
 * What every public page carries: header, menus, cart link, anchors, popups, the privacy banner, the article's parts,
 * measurement.
 */
const EVERY_PAGE = [
  'analytics',
  'anchors',
  'frameOnClick',
  'hashActions',
  'lazyBackground',
  'lightbox',
  'megaMenu',
  'menuCart',
  'nav',
  'popupVisits',
  'popups',
  'privacyBanner',
  'share',
  'tabs',
  'templateScroll',
  'toc',
]

/** Bundles by name, the smallest first. */
export const BEHAVIOUR_BUNDLES = {
  /** Articles, builder pages, search, contact. */
  reading: EVERY_PAGE,
  /** Home, archives, the catalogue: post and product grids with their filters and buttons. */
  listing: [...EVERY_PAGE, 'addToCart', 'filter', 'headline', 'loopFilter', 'loopGrid'],
  /** Cart and checkout. */
  shop: [...EVERY_PAGE, 'addToCart', 'addressUnits', 'cartPage', 'checkout', 'loopGrid'],
}

/** The bundle this build writes into every page; the front may swap it (`chooseBundle`). */
export const DEFAULT_BUNDLE = 'reading'

/** What a request costs beside its bytes, in bytes: a page's late file is a round trip more. */
export const REQUEST_COST_BYTES = 1024

/** The distinct behaviour names marked in a page's HTML (`data-behaviour="…"`). */
export function markedBehaviours(html) {
  return new Set(Array.from(html.matchAll(/\sdata-behaviour="([A-Za-z]+)"/g), (match) => match[1]))
}

/**
 * What a page carrying `names` downloads with `bundle`: the bundle, then each behaviour it does not hold from its late
 * file (with the chunks that file imports), every request counted at REQUEST_COST_BYTES more.
 */
export function bundleCost(bundle, names, weights, bundles = BEHAVIOUR_BUNDLES) {
  let cost = weights.bundles[bundle] + REQUEST_COST_BYTES
  for (const name of names) {
    const late = weights.late[name]
    if (late && !bundles[bundle].includes(name)) cost += late.bytes + late.files * REQUEST_COST_BYTES
  }
  return cost
}

/** The bundle a page carrying `names` costs least with (`bundleCost`); of equals, the first in `bundles`. */
export function chooseBundle(names, weights, bundles = BEHAVIOUR_BUNDLES) {
  let best = DEFAULT_BUNDLE
  let bestCost = Infinity
  for (const bundle of Object.keys(bundles)) {
    const cost = bundleCost(bundle, names, weights, bundles)
    if (cost < bestCost) [best, bestCost] = [bundle, cost]
  }
  return best
}
