import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

/**
 * The contract lives in docs/ (docs/README.md): source files cite its pages, never a specification kept outside the
 * repository, and every `docs/….md` they cite exists, with the section named after it (`(docs/widgets.md, Countdown)`).
 */

const ROOT = path.resolve('.')
const FOLDERS = ['src', 'front', 'scripts', 'tests', 'demo']
const SOURCE = /\.(?:tsx?|mts|cts|mjs|cjs|jsx?|css)$/
const SELF = path.join('src', 'docs-citations.test.ts')

/** Ways of naming the outside documents: the file names, the upper-case short names, and "spec section 7" or "spec §9". */
const OUTSIDE = [
  /\bSPEC(?:\.md)?\b/,
  /\bBEHAVIOUR(?:\.md)?\b/,
  /\b(?:SPEC|BEHAVIOUR|DESIGN)\.md\b/i,
  /\bspec\s*(?:§|sections?\s+\d)/i,
]

/** A cited page, and what follows it (a section starts upper case after a comma). */
const DOC_CITATION = /\bdocs\/([\w./-]+?\.md)\b(?:,\s*(?:\*\s*)?([A-Z][^:;)]*))?/g

function sourceFiles(folder: string): string[] {
  if (!fs.existsSync(folder)) return []
  return fs.readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name)
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(full)
    return SOURCE.test(entry.name) ? [full] : []
  })
}

/** The lines of `text` that cite an outside document, as `line: text`. */
function outsideCitations(text: string): string[] {
  return text
    .split('\n')
    .flatMap((line, index) => (OUTSIDE.some((pattern) => pattern.test(line)) ? [`${index + 1}: ${line.trim()}`] : []))
}

/** The `## ` headings of each docs page, by its path under docs/. */
type DocsIndex = Map<string, string[]>

function readDocs(folder: string): DocsIndex {
  const index: DocsIndex = new Map()
  for (const file of sourceFilesOf(folder)) {
    const headings = fs
      .readFileSync(file, 'utf8')
      .split('\n')
      .flatMap((line) => (/^#{2,4} /.test(line) ? [line.replace(/^#+ /, '').trim()] : []))
    index.set(path.relative(folder, file).split(path.sep).join('/'), headings)
  }
  return index
}

function sourceFilesOf(folder: string): string[] {
  if (!fs.existsSync(folder)) return []
  return fs.readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name)
    return entry.isDirectory() ? sourceFilesOf(full) : entry.name.endsWith('.md') ? [full] : []
  })
}

/** The citations in `text` of a docs page that does not exist, or of a section that page does not have. */
function brokenDocCitations(text: string, docs: DocsIndex): string[] {
  // A citation may run onto the comment's next line: join lines, dropping their ` * ` or `//` starts.
  const joined = text.replace(/\n\s*(?:\*(?!\/)|\/\/)?\s*/g, ' ')
  const broken: string[] = []
  for (const [citation, page, section] of joined.matchAll(DOC_CITATION)) {
    const headings = docs.get(page)
    if (!headings) broken.push(`${citation.trim()} (no docs/${page})`)
    else if (section && !headings.some((heading) => new RegExp(`^${escape(heading)}(?![\\w-])`).test(section.trim())))
      broken.push(`${citation.trim()} (docs/${page} has no section "${section.trim()}")`)
  }
  return broken
}

const escape = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

describe('citations of the contract', () => {
  const docs = readDocs(path.join(ROOT, 'docs'))
  const files = FOLDERS.flatMap((folder) => sourceFiles(path.join(ROOT, folder))).filter(
    (file) => path.relative(ROOT, file) !== SELF,
  )

  it('finds the docs and the source files', () => {
    expect(docs.has('README.md')).toBe(true)
    expect(files.length).toBeGreaterThan(100)
  })

  it('cite docs/, never the specification documents kept outside the repository', () => {
    const found = files.flatMap((file) =>
      outsideCitations(fs.readFileSync(file, 'utf8')).map((line) => `${path.relative(ROOT, file)}:${line}`),
    )
    expect(found).toEqual([])
  })

  it('cite only docs pages and sections that exist', () => {
    const found = files.flatMap((file) =>
      brokenDocCitations(fs.readFileSync(file, 'utf8'), docs).map((line) => `${path.relative(ROOT, file)}: ${line}`),
    )
    expect(found).toEqual([])
  })

  it('would catch an outside citation (probe)', () => {
    const outside = ['SPEC', 'BEHAVIOUR', 'DESIGN'].map((name) => `${name}.md`)
    expect(outsideCitations(`/** Ticks every second (${outside[0]} section 9). */`)).toHaveLength(1)
    expect(outsideCitations(`// ${outside[1]} "Shop"`)).toHaveLength(1)
    expect(outsideCitations(`/* ${outside[2]} section 5 */`)).toHaveLength(1)
    expect(outsideCitations(`/** (${'SP' + 'EC'} §9 "Timing") */`)).toHaveLength(1)
    expect(outsideCitations(`/** (${'spec'} section 7) */`)).toHaveLength(1)
    expect(outsideCitations('const SPECIFICITY = 1 // a *.behaviour.ts module, see docs/widgets.md')).toEqual([])
  })

  it('would catch a citation of a missing page or section (probe)', () => {
    const index: DocsIndex = new Map([['widgets.md', ['Countdown', 'Loop filters and pagination']]])
    expect(brokenDocCitations('/** (docs/widgets.md, Countdown) */', index)).toEqual([])
    expect(brokenDocCitations('/** (docs/widgets.md, Loop filters and pagination: `__all`) */', index)).toEqual([])
    expect(brokenDocCitations('/**\n * the limit (docs/widgets.md,\n * Countdown). */', index)).toEqual([])
    expect(brokenDocCitations('/** (docs/widgets.md) */', index)).toEqual([])
    expect(brokenDocCitations('/** (docs/missing.md, Countdown) */', index)).toEqual([
      'docs/missing.md, Countdown (no docs/missing.md)',
    ])
    expect(brokenDocCitations('/** (docs/widgets.md, Countdownz) */', index)).toHaveLength(1)
    expect(brokenDocCitations('/** (docs/widgets.md, Carousels) */', index)).toHaveLength(1)
  })
})
