/**
 * Widget stylesheets a page gets only when it shows their widget (docs/widgets.md, "Widget stylesheets"): the shop's
 * and the larger widgets' rules leave the site's stylesheet, which every page loads, for sheets of their own. The build
 * writes each (scripts/build-behaviours.mjs) with the classes only it defines; every page is written linking all of
 * them as one file, and the front (front/serve.mjs) links instead the ones whose classes the page's HTML uses, also as
 * one file. Forms and the header cart stay in the site's stylesheet: nearly every page has one.
 */

/** The sheets, in the order their rules cascade (after the site's stylesheet). */
export const WIDGET_SHEETS = [
  { name: 'shop', file: 'src/shop/views/shop.css' },
  { name: 'carousel', file: 'src/widgets/carousel/carousel.css' },
  { name: 'floating-buttons', file: 'src/widgets/floating-buttons/floating-buttons.css' },
  { name: 'filter-bar', file: 'src/widgets/filter-bar/filter-bar.css' },
  { name: 'taxonomy-filter', file: 'src/loops/widgets/taxonomy-filter/taxonomy-filter.css' },
  { name: 'gallery', file: 'src/widgets/gallery/gallery.css' },
  { name: 'portfolio', file: 'src/widgets/portfolio/portfolio.css' },
  { name: 'countdown', file: 'src/widgets/countdown/countdown.css' },
  { name: 'lottie', file: 'src/widgets/lottie/lottie.css' },
  { name: 'hotspots', file: 'src/widgets/hotspots/hotspots.css' },
  { name: 'animated-headline', file: 'src/widgets/animated-headline/animated-headline.css' },
  { name: 'background-video', file: 'src/widgets/section/background-video.css' },
]

/** The address of the sheets whose content hashes are `hashes`, served as one file by the front. */
export function sheetsAddress(hashes) {
  return `/_b/sheets-${hashes.join('-')}.css`
}

/** The content hashes a sheets address names, or null when `routePath` is none. */
export function sheetsNamed(routePath) {
  const match = /^\/_b\/sheets-([A-Z0-9]{8}(?:-[A-Z0-9]{8})*)\.css$/.exec(routePath)
  return match ? match[1].split('-') : null
}

/** The class names a stylesheet's selectors name (`.countdown__digit` → `countdown__digit`). */
export function classesOf(css) {
  const selectors = css.replace(/\/\*[\s\S]*?\*\//g, '').replace(/\{[^{}]*\}/g, '{}')
  return new Set(Array.from(selectors.matchAll(/\.(-?[A-Za-z_][\w-]*)/g), (match) => match[1]))
}

/** The classes a page's HTML uses in its `class` attributes. */
export function classesIn(html) {
  const used = new Set()
  for (const [, value] of html.matchAll(/\sclass="([^"]*)"/g)) {
    for (const name of value.split(/\s+/)) if (name) used.add(name)
  }
  return used
}

/** The sheets (`{ classes }`, each the classes only it defines) a page using `used` needs, in their order. */
export function sheetsFor(used, sheets) {
  return sheets.filter((sheet) => sheet.classes.some((name) => used.has(name)))
}
