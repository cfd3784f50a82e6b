import { speculationRules } from '@/lib/speculation-rules.mjs'
import { buildManifest } from './build-manifest'

/**
 * The only scripts of a public page: its behaviour bundle (a module: it runs once the HTML is parsed, and starts the
 * behaviours whose markers the page carries; the front swaps in the bundle the page costs least with, docs/widgets.md,
 * "Behaviour bundles") and the prefetch rules for instant navigation.
 */
export function PageScripts() {
  const manifest = buildManifest()
  const src = manifest?.bundles[manifest.default]
  return (
    <>
      {src && <script type="module" src={src} />}
      <script type="speculationrules" dangerouslySetInnerHTML={{ __html: speculationRules }} />
    </>
  )
}
