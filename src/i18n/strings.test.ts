import fs from 'node:fs'
import path from 'node:path'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'

/**
 * Every visitor-facing string lives in src/i18n/ (README, "Strings"). This test reads the code a visitor's page or
 * answer is made by and fails on a Vietnamese string written there instead, naming the file, the line and the text.
 */

const SRC = path.resolve('src')
const SLICES = ['shop', 'forms', 'loops', 'popups', 'analytics']

/** What renders or answers on the public site: the theme, features, widgets, public routes, slices but their CMS. */
const VISITOR_FACING = [
  'site/',
  'features/',
  'widgets/',
  'app/(site)/',
  'app/dia-gioi/',
  'proxy.ts',
  'server/rate-limit/',
  'server/notice-page.ts',
  ...SLICES.flatMap((slice) =>
    ['rules', 'behaviours', 'server', 'views', 'pages', 'widgets'].map((f) => `${slice}/${f}/`),
  ),
]

/** Files in those folders only an editor reads: a widget's settings and live preview, the media pickers. */
const EDITOR_ONLY = /(?:^|\/)(?:config|editor|editor-fields|fields|picker|record-picker|document)\.tsx?$|\.client\.tsx$/

/** Data rather than wording, kept as its owners write it. */
const DATA: Record<string, string> = {
  'shop/rules/banks.ts': "banks' names as the State Bank of Việt Nam lists them",
  'shop/rules/address/units.ts': "the kinds of administrative unit, as the 2025 units' data names them",
  'widgets/icon/icons.tsx': "the icons' names in the editor's picker",
}

/** Letters only Vietnamese (among the languages a visitor sees here) writes. */
const VIETNAMESE = /[àáảãạăằắẳẵặâầấẩẫậèéẻẽẹêềếểễệìíỉĩịòóỏõọôồốổỗộơờớởỡợùúủũụưừứửữựỳýỷỹỵđ]/i

function sourceFiles(folder: string): string[] {
  return fs.readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name)
    if (entry.isDirectory()) return sourceFiles(full)
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : []
  })
}

function isVisitorFacing(relative: string): boolean {
  return (
    VISITOR_FACING.some((entry) => relative.startsWith(entry)) && !EDITOR_ONLY.test(relative) && !(relative in DATA)
  )
}

/** The Vietnamese strings and JSX text of one file, as `file:line: text`. */
function vietnameseStrings(relative: string, source: string): string[] {
  const kind = relative.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS
  const file = ts.createSourceFile(relative, source, ts.ScriptTarget.Latest, true, kind)
  const found: string[] = []
  const visit = (node: ts.Node) => {
    const text =
      ts.isStringLiteralLike(node) || ts.isTemplateLiteralToken(node) || ts.isJsxText(node) ? node.text : null
    if (text !== null && VIETNAMESE.test(text)) {
      const { line } = file.getLineAndCharacterOfPosition(node.getStart(file))
      found.push(`${relative}:${line + 1}: ${text.trim().slice(0, 60)}`)
    }
    ts.forEachChild(node, visit)
  }
  visit(file)
  return found
}

describe('visitor-facing strings', () => {
  it('live in src/i18n/, not in the code that shows them', () => {
    const found = sourceFiles(SRC).flatMap((file) => {
      const relative = path.relative(SRC, file).split(path.sep).join('/')
      return isVisitorFacing(relative) ? vietnameseStrings(relative, fs.readFileSync(file, 'utf8')) : []
    })
    expect(found).toEqual([])
  })

  it('finds strings, template parts and JSX text, and leaves comments, English and editor-only files alone', () => {
    const source = [
      '// Giỏ hàng trống',
      "const a = 'Giỏ hàng'",
      'const b = `Còn ${n} sản phẩm`',
      'const c = <p>Xin chào</p>',
      "const d = 'cart-empty'",
    ].join('\n')
    expect(vietnameseStrings('shop/views/Probe.tsx', source)).toEqual([
      'shop/views/Probe.tsx:2: Giỏ hàng',
      'shop/views/Probe.tsx:3: Còn',
      'shop/views/Probe.tsx:3: sản phẩm',
      'shop/views/Probe.tsx:4: Xin chào',
    ])
    expect(isVisitorFacing('shop/views/Probe.tsx')).toBe(true)
    expect(isVisitorFacing('widgets/gallery/config.tsx')).toBe(false)
    expect(isVisitorFacing('shop/cms/collections/Orders.ts')).toBe(false)
    expect(isVisitorFacing('shop/rules/banks.ts')).toBe(false)
  })
})
