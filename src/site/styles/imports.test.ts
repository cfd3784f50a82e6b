import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { WIDGET_SHEETS } from '@/lib/widget-sheets.mjs'

/**
 * Stylesheets import each other with `@import` (src/widgets/widgets.css gathers the widgets' rules), which the type
 * check does not follow: a moved stylesheet would only fail the production build. Every relative import must resolve.
 */
const SRC = path.resolve('src')

function stylesheets(folder: string): string[] {
  return fs.readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name)
    if (entry.isDirectory()) return stylesheets(full)
    return entry.name.endsWith('.css') ? [full] : []
  })
}

/** The relative `@import`s of a stylesheet that name no file, as `stylesheet → import`. */
function missingImports(file: string, css: string): string[] {
  return [...css.matchAll(/@import\s+(?:url\()?['"](\.{1,2}\/[^'"]+)['"]/g)]
    .map((match) => match[1])
    .filter((target) => !fs.existsSync(path.resolve(path.dirname(file), target)))
    .map((target) => `${path.relative(SRC, file)} → ${target}`)
}

describe('stylesheet imports', () => {
  it('all name a file', () => {
    expect(stylesheets(SRC).flatMap((file) => missingImports(file, fs.readFileSync(file, 'utf8')))).toEqual([])
  })

  it('finds one that does not', () => {
    const file = path.join(SRC, 'widgets/widgets.css')
    expect(missingImports(file, "@import './carousel/carousel.css';\n@import './gone/gone.css';")).toEqual([
      'widgets/widgets.css → ./gone/gone.css',
    ])
  })
})

describe('widget sheets', () => {
  const importsOf = (file: string) =>
    Array.from(fs.readFileSync(path.join(SRC, file), 'utf8').matchAll(/@import\s+'([^']+)'/g), (match) =>
      path.relative(path.resolve('.'), path.resolve(path.dirname(path.join(SRC, file)), match[1])),
    )

  it('are each imported by the editor, after the widget rules, and by none of the site’s stylesheets', () => {
    expect(importsOf('widgets/editor-widgets.css')).toEqual([
      'src/widgets/widgets.css',
      ...WIDGET_SHEETS.map((sheet) => sheet.file),
    ])
    for (const file of ['widgets/widgets.css', 'site/styles/site.css'])
      for (const sheet of WIDGET_SHEETS) expect(importsOf(file), file).not.toContain(sheet.file)
  })
})
