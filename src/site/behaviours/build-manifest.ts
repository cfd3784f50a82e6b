import fs from 'node:fs'
import path from 'node:path'
import type { BehaviourManifest } from '@/lib/behaviour-bundles.mjs'

/** Written by scripts/build-behaviours.mjs before `next build`: the hashed addresses of the bundles and sheets. */
const manifestFile = path.join(process.cwd(), 'dist', 'behaviours', 'manifest.json')

let manifest: BehaviourManifest | null | undefined

/** The build's behaviour manifest, or null when the behaviours were not built (`next dev` without them). */
export function buildManifest(): BehaviourManifest | null {
  if (manifest === undefined) {
    try {
      manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as BehaviourManifest
    } catch {
      manifest = null
    }
  }
  return manifest
}
