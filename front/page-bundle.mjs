/**
 * Gives a public page the behaviour bundle it downloads least with (docs/widgets.md, "Behaviour bundles"): the page
 * comes with the default bundle's script; its `data-behaviour` markers decide whether another bundle, with fewer late
 * files to fetch, costs it less. Pure text in, text out; serve.mjs applies it to public HTML answers.
 */
import { chooseBundle, markedBehaviours } from '../src/lib/behaviour-bundles.mjs'

/** `html` with its bundle script pointing at the best bundle of `manifest` (unchanged without one). */
export function withPageBundle(html, manifest) {
  const current = manifest?.bundles[manifest.default]
  if (!current) return html
  const script = `<script type="module" src="${current}">`
  if (!html.includes(script)) return html
  const best = manifest.bundles[chooseBundle(markedBehaviours(html), manifest.weights)]
  return best === current ? html : html.replace(script, `<script type="module" src="${best}">`)
}
