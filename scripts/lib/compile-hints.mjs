/**
 * V8's explicit compile hints (https://v8.dev/blog/explicit-compile-hints): a script that starts with this
 * comment has all its functions compiled eagerly, on a background thread while it downloads, instead of one
 * by one on the main thread when first called. For the scripts every public page runs at load, that removes
 * the longest task of a phone's page load.
 */
import fs from 'node:fs'
import path from 'node:path'
import vm from 'node:vm'

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n'

/** The scripts a public page loads up front: Next's root main files and the site routes' entry chunks. */
export function siteLoadScripts(nextDir) {
  const buildManifest = JSON.parse(fs.readFileSync(path.join(nextDir, 'build-manifest.json'), 'utf8'))
  const files = new Set(buildManifest.rootMainFiles)
  const siteDir = path.join(nextDir, 'server', 'app', '(site)')
  const manifests = fs.existsSync(siteDir)
    ? fs.readdirSync(siteDir, { recursive: true }).filter((file) => String(file).endsWith('_client-reference-manifest.js'))
    : []
  for (const manifest of manifests) {
    const sandbox = {}
    vm.runInNewContext(fs.readFileSync(path.join(siteDir, String(manifest)), 'utf8'), sandbox)
    for (const entry of Object.values(sandbox.__RSC_MANIFEST ?? {})) {
      for (const chunks of Object.values(entry.entryJSFiles ?? {})) for (const chunk of chunks) files.add(chunk)
    }
  }
  return [...files].filter((file) => file.endsWith('.js')).map((file) => path.join(nextDir, file))
}

/** Puts the compile hint at the top of each site load script that lacks it; returns how many files changed. */
export function addCompileHints(nextDir) {
  let changed = 0
  for (const file of siteLoadScripts(nextDir)) {
    const source = fs.readFileSync(file, 'utf8')
    if (source.startsWith(COMPILE_HINT)) continue
    fs.writeFileSync(file, COMPILE_HINT + source)
    changed++
  }
  return changed
}
