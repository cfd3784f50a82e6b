/**
 * Widget stylesheets by page (docs/widgets.md, "Widget stylesheets"): a page is written linking every widget sheet as
 * one file; the front links instead the sheets whose classes the page's HTML uses, as one file, or none, and serves
 * such a file by joining the sheets its address names. Pure but for reading the built sheets.
 */
import fs from 'node:fs'
import path from 'node:path'
import { classesIn, sheetsAddress, sheetsFor, sheetsNamed } from '../src/lib/widget-sheets.mjs'

/** The tag of a stylesheet link to `href` in a page (React writes `rel`, `href`, then `data-precedence`). */
const linkTo = (href) => new RegExp(`<link rel="stylesheet" href="${href}"[^>]*>`)

/** `html` linking only the widget sheets it uses (unchanged without a manifest or the link to all of them). */
export function withPageSheets(html, manifest) {
  const all = manifest?.sheets.all
  if (!all || !html.includes(`href="${all}"`)) return html
  const needed = sheetsFor(classesIn(html), manifest.sheets.list)
  if (needed.length === manifest.sheets.list.length) return html
  return html.replace(linkTo(all), (tag) =>
    needed.length ? tag.replace(all, sheetsAddress(needed.map((sheet) => sheet.hash))) : '',
  )
}

/**
 * The stylesheet a sheets address names (`/_b/sheets-{hash}-{hash}.css`): the built sheets joined in their order, or
 * null when the address names a sheet this build does not have, twice, or out of order.
 */
export function sheetsFile(routePath, manifest, root) {
  const hashes = sheetsNamed(routePath)
  if (!hashes || !manifest) return null
  const order = manifest.sheets.list.map((sheet) => sheet.hash)
  const places = hashes.map((hash) => order.indexOf(hash))
  if (places.some((place, index) => place < 0 || (index > 0 && place <= places[index - 1]))) return null
  const files = fs.readdirSync(root)
  const parts = hashes.map((hash) => files.find((name) => name.startsWith('sheet-') && name.endsWith(`-${hash}.css`)))
  if (parts.some((name) => !name)) return null
  return {
    body: Buffer.concat(parts.map((name) => fs.readFileSync(path.join(root, name)))),
    headers: { 'content-type': 'text/css; charset=utf-8', 'cache-control': 'public, max-age=31536000, immutable' },
  }
}
