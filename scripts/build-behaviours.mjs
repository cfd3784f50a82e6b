/**
 * Bundles the public pages' behaviours with esbuild into hashed, immutable files under dist/behaviours/, served at
 * /_b/ by the front, and writes manifest.json (docs/widgets.md, "Behaviour bundles"). Two passes:
 * - the late files: every `*.behaviour.ts` of the registry and every module a behaviour imports on demand (the
 *   lightbox, Swiper, Lottie, payments, the captcha), each its own entry, sharing chunks among themselves;
 * - one bundle per kind of page (src/lib/behaviour-bundles.mjs): the page loader with the kind's behaviours inside,
 *   self-contained (one request), any other behaviour or on-demand module imported from its late file by address.
 * It also writes the widget sheets (src/lib/widget-sheets.mjs), each with the classes only it defines.
 * `npm start` runs it before `next build`.
 */
import fs from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { gzipSync } from 'node:zlib'
import * as esbuild from 'esbuild'
import { BEHAVIOUR_BUNDLES, DEFAULT_BUNDLE } from '../src/lib/behaviour-bundles.mjs'
import { WIDGET_SHEETS, classesOf, sheetsAddress } from '../src/lib/widget-sheets.mjs'

const root = path.resolve(import.meta.dirname, '..')
export const behavioursDir = path.join(root, 'dist', 'behaviours')
const publicPath = '/_b'
const loaderEntry = 'src/site/behaviours/page-loader.ts'
const registryFile = 'src/site/behaviours/registry.ts'

/** The stylesheets every public page links (src/app/(site)/layout.tsx): a class they define tells no widget apart. */
const SITE_STYLESHEETS = [
  'src/site/styles/site.css',
  'src/popups/views/popups.css',
  'src/analytics/views/privacy.css',
  'src/shop/views/mini-cart.css',
  'src/widgets/widgets.css',
]

/** Browsers the site supports (`type="module"` scripts, dynamic import, optional chaining). */
const target = ['chrome100', 'firefox100', 'safari15']

const addressOfFile = (file) => `${publicPath}/${path.basename(file)}`

function addressOf(metafile, entryPoint) {
  const [file] = Object.entries(metafile.outputs).find(([, output]) => output.entryPoint === entryPoint)
  return addressOfFile(file)
}

/** Each behaviour's module as the registry imports it (`anchors` → `src/features/anchors/anchors.behaviour.ts`). */
function registryModules() {
  const text = fs.readFileSync(path.join(root, registryFile), 'utf8')
  return Object.fromEntries(
    Array.from(text.matchAll(/^\s+(\w+): \{ load: \(\) => import\('@\/([^']+)'\)/gm), ([, name, module]) => [
      name,
      `src/${module}.ts`,
    ]),
  )
}

/** The modules any behaviour imports on demand (`import()`), found by bundling them once without writing. */
async function onDemandModules(common, behaviourFiles) {
  const { metafile } = await esbuild.build({ ...common, entryPoints: behaviourFiles, write: false, splitting: true })
  const found = new Set()
  for (const input of Object.values(metafile.inputs)) {
    for (const imported of input.imports) if (imported.kind === 'dynamic-import') found.add(imported.path)
  }
  return [...found].filter((file) => !behaviourFiles.includes(file))
}

/**
 * Turns every `import()` of a module outside `inside` into an import of its late file's address, so that a bundle
 * holds its own behaviours and nothing else.
 */
function lateImports(lateAddresses, inside) {
  return {
    name: 'late-imports',
    setup(build) {
      build.onResolve({ filter: /.*/ }, async (args) => {
        if (args.kind !== 'dynamic-import' || args.pluginData?.resolving) return undefined
        const resolved = await build.resolve(args.path, {
          kind: args.kind,
          importer: args.importer,
          resolveDir: args.resolveDir,
          pluginData: { resolving: true },
        })
        const file = path.relative(root, resolved.path)
        if (inside.has(file)) return undefined
        const address = lateAddresses.get(file)
        if (!address) return { errors: [{ text: `no late file for ${file}` }] }
        return { path: address, external: true }
      })
    },
  }
}

/** Compressed bytes of `file` (as written to `outdir`) with every chunk it imports at once, and how many files. */
function weightOf(metafile, outdir, file, seen = new Set()) {
  if (seen.has(file)) return { bytes: 0, files: 0 }
  seen.add(file)
  const weight = { bytes: gzipSync(fs.readFileSync(path.join(outdir, path.basename(file)))).length, files: 1 }
  for (const imported of metafile.outputs[file].imports) {
    if (imported.kind !== 'import-statement' || imported.external) continue
    const more = weightOf(metafile, outdir, imported.path, seen)
    weight.bytes += more.bytes
    weight.files += more.files
  }
  return weight
}

/**
 * The page's measurement (docs/measurement.md, How a page sends): the behaviour every public page carries, and what it
 * loads once the reader consents to analytics.
 */
export const MEASUREMENT_MODULES = {
  'every page': 'src/analytics/behaviours/collector.behaviour.ts',
  'with consent': 'src/analytics/behaviours/interactions.ts',
}

/**
 * Compressed bytes of one module with everything it imports at once, bundled alone as the site builds it; what it
 * imports on demand (`import()`) is left out, as it is loaded only when needed.
 */
export async function moduleWeight(file) {
  const { outputFiles } = await esbuild.build({
    entryPoints: [file],
    bundle: true,
    minify: true,
    target,
    format: 'esm',
    write: false,
    absWorkingDir: root,
    plugins: [
      {
        name: 'on-demand-apart',
        setup(build) {
          build.onResolve({ filter: /.*/ }, (args) =>
            args.kind === 'dynamic-import' ? { path: args.path, external: true } : undefined,
          )
        },
      },
    ],
  })
  return gzipSync(outputFiles[0].contents).length
}

/** Each widget sheet, minified under its content hash, with the classes it alone defines. */
async function buildSheets(common) {
  const site = await esbuild.build({ ...common, entryPoints: SITE_STYLESHEETS, write: false, outdir: 'site-css' })
  const siteClasses = new Set(site.outputFiles.flatMap((file) => [...classesOf(file.text)]))
  const built = await esbuild.build({
    ...common,
    entryPoints: WIDGET_SHEETS.map((sheet) => sheet.file),
    entryNames: 'sheet-[name]-[hash]',
  })
  return WIDGET_SHEETS.map(({ name, file }) => {
    const [output] = Object.entries(built.metafile.outputs).find(([, out]) => out.entryPoint === file)
    const css = fs.readFileSync(path.join(common.outdir, path.basename(output)), 'utf8')
    const hash = /-([A-Z0-9]{8})\.css$/.exec(output)[1]
    return { name, hash, classes: [...classesOf(css)].filter((name) => !siteClasses.has(name)) }
  })
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
    format: 'esm',
    jsx: 'automatic',
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
  const scriptOptions = {
    ...common,
    define: {
      'process.env.NODE_ENV': '"production"',
      LIGHTBOX_STYLESHEET: JSON.stringify(addressOf(styles.metafile, 'src/features/lightbox/styles.css')),
      CAPTCHA_STYLESHEET: JSON.stringify(addressOf(captcha.metafile, captchaStyles)),
      CAPTCHA_WORKER: JSON.stringify(addressOf(captcha.metafile, captchaWorker)),
    },
  }

  const modules = registryModules()
  const behaviourFiles = Object.values(modules)
  const lateEntries = [...behaviourFiles, ...(await onDemandModules(scriptOptions, behaviourFiles))]
  const late = await esbuild.build({
    ...scriptOptions,
    entryPoints: lateEntries,
    entryNames: 'late-[hash]',
    chunkNames: 'chunk-[hash]',
    splitting: true,
  })
  const lateAddresses = new Map(lateEntries.map((file) => [file, addressOf(late.metafile, file)]))
  const lateFiles = Object.fromEntries(
    Object.entries(late.metafile.outputs).flatMap(([file, output]) =>
      output.entryPoint ? [[output.entryPoint, file]] : [],
    ),
  )

  const bundles = {}
  const bundleWeights = {}
  const outputs = { ...styles.metafile.outputs, ...captcha.metafile.outputs, ...late.metafile.outputs }
  for (const [bundle, names] of Object.entries(BEHAVIOUR_BUNDLES)) {
    const inside = new Set(names.map((name) => modules[name]))
    const built = await esbuild.build({
      ...scriptOptions,
      entryPoints: [loaderEntry],
      entryNames: `page-${bundle}-[hash]`,
      plugins: [lateImports(lateAddresses, inside)],
    })
    bundles[bundle] = addressOf(built.metafile, loaderEntry)
    bundleWeights[bundle] = gzipSync(fs.readFileSync(path.join(outdir, path.basename(bundles[bundle])))).length
    Object.assign(outputs, built.metafile.outputs)
  }
  const sheets = await buildSheets(common)
  const manifest = {
    sheets: { all: sheetsAddress(sheets.map((sheet) => sheet.hash)), list: sheets },
    bundles,
    default: DEFAULT_BUNDLE,
    late: Object.fromEntries(Object.entries(modules).map(([name, file]) => [name, lateAddresses.get(file)])),
    weights: {
      bundles: bundleWeights,
      late: Object.fromEntries(
        Object.entries(modules).map(([name, file]) => [name, weightOf(late.metafile, outdir, lateFiles[file])]),
      ),
    },
  }
  fs.writeFileSync(path.join(outdir, 'manifest.json'), JSON.stringify(manifest, null, 2))
  return { manifest, outputs }
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { manifest } = await buildBehaviours()
  console.log(`behaviours built: ${Object.values(manifest.bundles).join(', ')}`)
}
