/**
 * Bundles the public pages' behaviour modules (src/site/behaviours/page-loader.ts and every `*.behaviour.ts` it
 * imports on demand) with esbuild into hashed, immutable files under dist/behaviours/, served at /_b/ by the front,
 * and writes manifest.json with the loader's address for the layout. `npm start` runs it before `next build`.
 */
import fs from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import * as esbuild from 'esbuild'

const root = path.resolve(import.meta.dirname, '..')
export const behavioursDir = path.join(root, 'dist', 'behaviours')
const publicPath = '/_b'

/** Browsers the site supports (`type="module"` scripts, dynamic import, optional chaining). */
const target = ['chrome100', 'firefox100', 'safari15']

function addressOf(metafile, entryPoint) {
  const [file] = Object.entries(metafile.outputs).find(([, output]) => output.entryPoint === entryPoint)
  return `${publicPath}/${path.basename(file)}`
}

export async function buildBehaviours(outdir = behavioursDir) {
  fs.rmSync(outdir, { recursive: true, force: true })
  const common = {
    bundle: true,
    minify: true,
    target,
    outdir,
    metafile: true,
    logLevel: 'warning',
    absWorkingDir: root,
  }
  const styles = await esbuild.build({
    ...common,
    entryPoints: ['src/features/lightbox/styles.css'],
    entryNames: 'lightbox-[hash]',
  })
  // The form captcha's (ALTCHA) stylesheet and proof-of-work worker, served from this site like the rest.
  const captchaStyles = 'node_modules/altcha/dist/external/altcha.css'
  const captchaWorker = 'node_modules/altcha/dist/workers/pbkdf2.js'
  const captcha = await esbuild.build({
    ...common,
    entryPoints: [captchaStyles, captchaWorker],
    entryNames: 'captcha-[name]-[hash]',
    format: 'iife',
  })
  const scripts = await esbuild.build({
    ...common,
    entryPoints: ['src/site/behaviours/page-loader.ts'],
    entryNames: '[name]-[hash]',
    chunkNames: 'chunk-[hash]',
    splitting: true,
    format: 'esm',
    jsx: 'automatic',
    define: {
      'process.env.NODE_ENV': '"production"',
      LIGHTBOX_STYLESHEET: JSON.stringify(addressOf(styles.metafile, 'src/features/lightbox/styles.css')),
      CAPTCHA_STYLESHEET: JSON.stringify(addressOf(captcha.metafile, captchaStyles)),
      CAPTCHA_WORKER: JSON.stringify(addressOf(captcha.metafile, captchaWorker)),
    },
  })
  const manifest = { loader: addressOf(scripts.metafile, 'src/site/behaviours/page-loader.ts') }
  fs.writeFileSync(path.join(outdir, 'manifest.json'), JSON.stringify(manifest, null, 2))
  return { manifest, outputs: { ...styles.metafile.outputs, ...captcha.metafile.outputs, ...scripts.metafile.outputs } }
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { manifest } = await buildBehaviours()
  console.log(`behaviours built: ${manifest.loader}`)
}
