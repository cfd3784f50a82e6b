import fs from 'node:fs'
import path from 'node:path'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'

/**
 * Feature slices (README, "Feature slices"): one folder per feature holding all of it, inner folders named for their
 * layer. A slice's `rules/` sits in the features layer, `behaviours/` just above it (its browser half), `server/` in
 * server, `reads/` in content reads, `views/` in the theme, `widgets/`, `pages/` and `cms/` in theirs.
 */
const SLICES = ['content', 'shop', 'forms', 'loops', 'popups', 'analytics', 'wordpress', 'redirects']
const inSlices = (folder: string) => SLICES.map((slice) => `${slice}/${folder}/`)

/**
 * The layers of src/, lowest first (README, "Layers"). A file may import its own layer and the layers below it, never
 * one above. A layer is a list of folders (ending in `/`) and modules (a path without its extension); a file belongs to
 * the layer with the longest entry that contains it.
 */
const LAYERS: { name: string; paths: string[] }[] = [
  { name: 'lib', paths: ['lib/', 'payload-types'] },
  { name: 'i18n', paths: ['i18n/'] },
  { name: 'features', paths: ['features/', ...inSlices('rules')] },
  { name: 'behaviours', paths: inSlices('behaviours') },
  { name: 'server', paths: ['server/', ...inSlices('server')] },
  {
    name: 'content reads',
    paths: ['cms/queries', 'cms/cache/', 'cms/secret', 'cms/paths', ...inSlices('reads')],
  },
  { name: 'theme', paths: ['site/', ...inSlices('views')] },
  { name: 'widgets', paths: ['widgets/', ...inSlices('widgets')] },
  {
    name: 'pages',
    paths: [
      'site/builder/',
      'site/behaviours/',
      'site/layout/SiteFrame',

      'site/home-route',
      'site/not-found/',
      ...inSlices('pages'),
    ],
  },
  { name: 'cms', paths: ['cms/', ...inSlices('cms')] },
  { name: 'app', paths: ['app/', 'site/slug-route', 'proxy', 'instrumentation', 'layers.test', 'docs-citations.test'] },
]

/** Imports against the order that are the only way to do what they do, with the reason. */
const ALLOWED = [
  { from: 'cms/queries', to: 'cms/payload.config', why: 'the content reads hand Payload its config to connect' },
]

const SRC = path.resolve('src')
/** The demo site (its content and the program drawing its pictures): it imports the platform, never the reverse. */
const DEMO = path.resolve('demo')
const SOURCE = /\.(?:tsx?|mts|mjs)$/

function sourceFiles(folder: string): string[] {
  return fs.readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name)
    if (entry.isDirectory()) return sourceFiles(full)
    return SOURCE.test(entry.name) && !entry.name.endsWith('.d.mts') ? [full] : []
  })
}

/** A module's path under src/ without extension (`widgets/icon/logic`), or null for a package. */
function moduleOf(specifier: string, importer: string): string | null {
  const target = specifier.startsWith('@/')
    ? path.join(SRC, specifier.slice(2))
    : specifier.startsWith('@demo/')
      ? path.join(DEMO, specifier.slice('@demo/'.length))
      : specifier === '@payload-config'
        ? path.join(SRC, 'cms/payload.config')
        : specifier.startsWith('.')
          ? path.resolve(path.dirname(importer), specifier)
          : null
  return target && path.relative(SRC, target).split(path.sep).join('/').replace(SOURCE, '')
}

function layerOf(module: string): number {
  let best = { layer: -1, length: -1 }
  LAYERS.forEach(({ paths }, layer) => {
    for (const entry of paths) {
      const contains = entry.endsWith('/') ? module.startsWith(entry) : module === entry
      if (contains && entry.length > best.length) best = { layer, length: entry.length }
    }
  })
  return best.layer
}

/** The imports of one file (its path and text) that reach a higher layer, each as `file → 'import' (layer → layer)`. */
function importsAgainstLayers(file: string, source: string): string[] {
  const module = moduleOf(`./${path.basename(file)}`, file)!
  const from = layerOf(module)
  if (from < 0) return [`${module}: in no layer (add its folder to LAYERS and to the README)`]
  return ts.preProcessFile(source, true, true).importedFiles.flatMap(({ fileName }) => {
    const target = moduleOf(fileName, file)
    if (target === null || target.startsWith('..')) return []
    const to = layerOf(target)
    if (to <= from || ALLOWED.some((allowed) => allowed.from === module && allowed.to === target)) return []
    return [
      `${path.relative(process.cwd(), file)} → '${fileName}' (${LAYERS[from].name} → ${to < 0 ? 'no layer' : LAYERS[to].name})`,
    ]
  })
}

/**
 * Packages a public page must not render: their work is for Next.js's client runtime, which public pages do not ship
 * (front/strip-runtime.mjs). `next/link` prefetches and routes only with that runtime, and rendering it made every
 * uncached page slower (a search answered 60 req/s with it, 150 with plain links).
 */
const RUNTIME_ONLY = ['next/link']
const PUBLIC = [
  'site/',
  'widgets/',
  'features/',
  'app/(site)/',
  ...['rules', 'behaviours', 'views', 'widgets', 'pages'].flatMap(inSlices),
]

function runtimeOnlyImports(file: string, source: string): string[] {
  const module = moduleOf(`./${path.basename(file)}`, file)!
  if (!PUBLIC.some((folder) => module.startsWith(folder))) return []
  return ts
    .preProcessFile(source, true, true)
    .importedFiles.filter(({ fileName }) => RUNTIME_ONLY.includes(fileName))
    .map(({ fileName }) => `${module} → '${fileName}'`)
}

describe('public pages', () => {
  it("render nothing that works only with Next.js's client runtime", () => {
    expect(sourceFiles(SRC).flatMap((file) => runtimeOnlyImports(file, fs.readFileSync(file, 'utf8')))).toEqual([])
  })

  it('finds such imports in the public folders only', () => {
    const source = "import Link from 'next/link'\nimport Image from 'next/image'\n"
    expect(runtimeOnlyImports(path.join(SRC, 'site/posts/PostCard.tsx'), source)).toEqual([
      "site/posts/PostCard → 'next/link'",
    ])
    expect(runtimeOnlyImports(path.join(SRC, 'app/(site)/tim-kiem/page.tsx'), source)).toEqual([
      "app/(site)/tim-kiem/page → 'next/link'",
    ])
    expect(runtimeOnlyImports(path.join(SRC, 'cms/components/Logo.tsx'), source)).toEqual([])
  })
})

/** The imports of one file that reach the demo site (`demo/`), which the platform must run without. */
function demoImports(file: string, source: string): string[] {
  return ts
    .preProcessFile(source, true, true)
    .importedFiles.filter(({ fileName }) => /^\.\.\/demo(\/|$)/.test(moduleOf(fileName, file) ?? ''))
    .map(({ fileName }) => `${path.relative(process.cwd(), file)} → '${fileName}'`)
}

describe('the demo site', () => {
  it('is never imported by the platform under src/', () => {
    expect(sourceFiles(SRC).flatMap((file) => demoImports(file, fs.readFileSync(file, 'utf8')))).toEqual([])
  })

  it('finds imports of it by alias, relative path or dynamic import', () => {
    const source =
      "import { block } from '@demo/blocks'\nconst d = () => import('../../demo')\nimport { x } from '../demonstration'\n"
    expect(demoImports(path.join(SRC, 'cms/probe.ts'), source)).toEqual([
      "src/cms/probe.ts → '@demo/blocks'",
      "src/cms/probe.ts → '../../demo'",
    ])
  })
})

/**
 * What reaches into the database adapters' insides (Payload does not publish them): a cast of `payload.db`, its
 * drizzle instance or transaction sessions, the adapters' own types. Only the door (README, "Layers") may.
 */
const ADAPTER_INSIDES = /\.db as |\.drizzle\b|sessions\??\.?\[|\b(?:PostgresAdapter|SQLiteAdapter)\b/
/** The door, the adapters' set-up, and this test, which names what it looks for. */
const DATABASE_DOOR = ['server/database/', 'cms/database', 'layers.test']

function adapterInsides(file: string, source: string): string[] {
  const module = moduleOf(`./${path.basename(file)}`, file)!
  if (DATABASE_DOOR.some((entry) => (entry.endsWith('/') ? module.startsWith(entry) : module === entry))) return []
  return source.split('\n').flatMap((line, index) => (ADAPTER_INSIDES.test(line) ? [`${module}:${index + 1}`] : []))
}

describe('the database adapters', () => {
  it('are reached into only through server/database/', () => {
    expect(sourceFiles(SRC).flatMap((file) => adapterInsides(file, fs.readFileSync(file, 'utf8')))).toEqual([])
  })

  it('finds casts of payload.db, its drizzle and sessions, and the adapter types elsewhere', () => {
    const source = [
      "import type { PostgresAdapter } from '@payloadcms/db-postgres'",
      'const db = (payload.db as unknown as X).drizzle',
      'const session = adapter.sessions?.[id]',
      "if (payload.db.name === 'postgres') return",
    ].join('\n')
    expect(adapterInsides(path.join(SRC, 'shop/server/cart/store.ts'), source)).toEqual([
      'shop/server/cart/store:1',
      'shop/server/cart/store:2',
      'shop/server/cart/store:3',
    ])
    expect(adapterInsides(path.join(SRC, 'server/database/raw-sql.ts'), source)).toEqual([])
  })
})

/** Next.js internals by name: its data cache on globalThis, its draft cookie, its flight data, its headers, its files. */
const NEXT_INTERNALS = /__incrementalCache|__prerender_bypass|__next_f|x-nextjs-|next\/dist\//
/** The adapter, the front's start-up check of it, and tests (which name what they look for). */
const NEXT_ADAPTER = ['src/lib/next-internals.mjs', 'front/next-self-test.mjs']

function nextInternalsNamed(file: string, source: string): string[] {
  const relative = path.relative(path.resolve('.'), file)
  if (NEXT_ADAPTER.includes(relative) || /\.test\.tsx?$/.test(relative)) return []
  return source.split('\n').flatMap((line, index) => (NEXT_INTERNALS.test(line) ? [`${relative}:${index + 1}`] : []))
}

describe("Next.js's internals", () => {
  it('are named only in src/lib/next-internals.mjs and in the front check of them', () => {
    const files = [...sourceFiles(SRC), ...sourceFiles(path.resolve('front'))]
    expect(files.flatMap((file) => nextInternalsNamed(file, fs.readFileSync(file, 'utf8')))).toEqual([])
  })

  it('finds them elsewhere', () => {
    const source = ['if (globalThis.__incrementalCache) return', "const stale = headers['x-nextjs-cache']"].join('\n')
    expect(nextInternalsNamed(path.resolve('front/serve.mjs'), source)).toEqual([
      'front/serve.mjs:1',
      'front/serve.mjs:2',
    ])
    expect(nextInternalsNamed(path.resolve('src/lib/next-internals.mjs'), source)).toEqual([])
  })
})

/** The slice a module belongs to, or null for the shared folders. */
function sliceOf(module: string): string | null {
  const first = module.split('/')[0]
  return SLICES.includes(first) ? first : null
}

/** An import of a folder (its index.ts) or of an index module: a slice's door for the others. */
function isIndex(module: string): boolean {
  const folder = path.join(SRC, module)
  return module.endsWith('/index') || (fs.existsSync(folder) && fs.statSync(folder).isDirectory())
}

/** The imports of one slice's file that reach into another slice past its index.ts files. */
function importsPastIndexes(file: string, source: string): string[] {
  const own = sliceOf(moduleOf(`./${path.basename(file)}`, file)!)
  if (own === null) return []
  return ts.preProcessFile(source, true, true).importedFiles.flatMap(({ fileName }) => {
    const target = moduleOf(fileName, file)
    const other = target === null ? null : sliceOf(target)
    if (other === null || other === own || isIndex(target!)) return []
    return [`${path.relative(process.cwd(), file)} → '${fileName}' (${own} → ${other}: through its index.ts)`]
  })
}

describe('feature slices', () => {
  it('reach into each other only through index.ts', () => {
    const found = sourceFiles(SRC).flatMap((file) => importsPastIndexes(file, fs.readFileSync(file, 'utf8')))
    expect(found).toEqual([])
  })

  it('finds an import past the index, by alias or relative path, and lets the slice itself and the frame in', () => {
    const source =
      "import { a } from '@/forms/rules/values'\nimport { b } from '../../loops/rules/url'\nimport { c } from '@/forms/rules'\nimport { d } from '@/shop/rules/logic'\n"
    expect(importsPastIndexes(path.join(SRC, 'shop/rules/probe.ts'), source)).toEqual([
      "src/shop/rules/probe.ts → '@/forms/rules/values' (shop → forms: through its index.ts)",
      "src/shop/rules/probe.ts → '../../loops/rules/url' (shop → loops: through its index.ts)",
    ])
    expect(importsPastIndexes(path.join(SRC, 'cms/payload.config.ts'), source)).toEqual([])
  })
})

describe('layers', () => {
  it('no file under src/ imports from a layer above its own', () => {
    const found = sourceFiles(SRC).flatMap((file) => importsAgainstLayers(file, fs.readFileSync(file, 'utf8')))
    expect(found).toEqual([])
  })

  it('finds imports against the order, by alias, relative path, re-export or dynamic import', () => {
    const source =
      "import { a } from '@/widgets/x'\nexport { b } from '../site/y'\nconst c = () => import('@/cms/z')\nimport '@/i18n/vi'\nimport 'react'\n"
    expect(importsAgainstLayers(path.join(SRC, 'lib/probe.ts'), source)).toEqual([
      "src/lib/probe.ts → '@/widgets/x' (lib → widgets)",
      "src/lib/probe.ts → '../site/y' (lib → theme)",
      "src/lib/probe.ts → '@/cms/z' (lib → cms)",
      "src/lib/probe.ts → '@/i18n/vi' (lib → i18n)",
    ])
    expect(importsAgainstLayers(path.join(SRC, 'cms/queries.ts'), "import config from '@payload-config'")).toEqual([])
    expect(importsAgainstLayers(path.join(SRC, 'elsewhere/file.ts'), '')).toEqual([
      'elsewhere/file: in no layer (add its folder to LAYERS and to the README)',
    ])
  })

  it('places a module in the layer of its longest entry', () => {
    expect(LAYERS[layerOf('site/layout/MainNav')].name).toBe('theme')
    expect(LAYERS[layerOf('site/layout/SiteFrame')].name).toBe('pages')
    expect(LAYERS[layerOf('cms/queries')].name).toBe('content reads')
    expect(LAYERS[layerOf('content/cms/collections/Posts')].name).toBe('cms')
    expect(LAYERS[layerOf('shop/rules/coupon')].name).toBe('features')
    expect(LAYERS[layerOf('shop/behaviours/cart.client')].name).toBe('behaviours')
    expect(LAYERS[layerOf('forms/views/Form')].name).toBe('theme')
    expect(LAYERS[layerOf('popups/pages/SitePopups')].name).toBe('pages')
    expect(LAYERS[layerOf('shop/cms/collections/Orders')].name).toBe('cms')
  })
})
