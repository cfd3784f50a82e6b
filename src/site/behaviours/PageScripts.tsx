import fs from 'node:fs'
import path from 'node:path'
import type { BehaviourManifest } from '@/lib/behaviour-bundles.mjs'
import { speculationRules } from '@/lib/speculation-rules.mjs'

/** Written by scripts/build-behaviours.mjs before `next build`: the hashed addresses of the behaviour bundles. */
const manifestFile = path.join(process.cwd(), 'dist', 'behaviours', 'manifest.json')

let loader: string | null | undefined

/** The address of the default bundle, or null when the behaviours were not built (`next dev` without them). */
function loaderAddress(): string | null {
  if (loader === undefined) {
    try {
      const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as BehaviourManifest
      loader = manifest.bundles[manifest.default] ?? null
    } catch {
      loader = null
    }
  }
  return loader
}

/**
 * The only scripts of a public page: its behaviour bundle (a module: it runs once the HTML is parsed, and starts the
 * behaviours whose markers the page carries; the front swaps in the bundle that holds most of them, docs/widgets.md,
 * "Behaviour bundles") and the prefetch rules for instant navigation.
 */
export function PageScripts() {
  const src = loaderAddress()
  return (
    <>
      {src && <script type="module" src={src} />}
      <script type="speculationrules" dangerouslySetInnerHTML={{ __html: speculationRules }} />
    </>
  )
}
