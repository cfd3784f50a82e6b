import fs from 'node:fs'
import path from 'node:path'
import { speculationRules } from '@/lib/speculation-rules.mjs'

/** Written by scripts/build-behaviours.mjs before `next build`: the hashed addresses of the page bundle. */
const manifestFile = path.join(process.cwd(), 'dist', 'behaviours', 'manifest.json')

let loader: string | null | undefined

/** The address of the page loader, or null when the behaviours were not built (`next dev` without them). */
function loaderAddress(): string | null {
  if (loader === undefined) {
    try {
      loader = (JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as { loader: string }).loader
    } catch {
      loader = null
    }
  }
  return loader
}

/**
 * The only scripts of a public page: the behaviour loader (a module: it runs once the HTML is parsed, and loads the
 * behaviours whose markers the page carries) and the prefetch rules for instant navigation.
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
