import fs from 'node:fs'
import path from 'node:path'
import { sheetsFile } from './page-sheets.mjs'

/** Where scripts/build-behaviours.mjs writes the behaviour modules; served at /_b/. */
const directory = path.resolve(import.meta.dirname, '..', 'dist', 'behaviours')

const types = { '.js': 'text/javascript; charset=utf-8', '.css': 'text/css; charset=utf-8' }

/**
 * The behaviour file at `/_b/{name}` with its headers (widget sheets joined as their address says, page-sheets.mjs),
 * or null when there is none. Names are hashed by content, so a file never changes under its name: browsers keep it a
 * year without asking again.
 */
export function behaviourFile(routePath, root = directory) {
  if (routePath.startsWith('/_b/sheets-')) return sheetsFile(routePath, behaviourManifest(root), root)
  const match = /^\/_b\/([A-Za-z0-9_-]+(\.js|\.css))$/.exec(routePath)
  if (!match) return null
  let body
  try {
    body = fs.readFileSync(path.join(root, match[1]))
  } catch {
    return null
  }
  return { body, headers: { 'content-type': types[match[2]], 'cache-control': 'public, max-age=31536000, immutable' } }
}

/**
 * dist/behaviours/manifest.json (the bundles' addresses), or null before the behaviours are built. Read at each call:
 * a page is rendered once, then served from the page cache.
 */
export function behaviourManifest(root = directory) {
  try {
    return JSON.parse(fs.readFileSync(path.join(root, 'manifest.json'), 'utf8'))
  } catch {
    return null
  }
}
