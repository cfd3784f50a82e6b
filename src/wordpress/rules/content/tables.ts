import type { LexicalNode } from '@/lib/lexical'
import type { HtmlElement } from './html-tree'
import { paragraph, table, tableCell, tableRow } from './nodes'
import { positiveInteger } from './references'
import { type Flow, type Scope, gather } from './writer'

/** Lexical's header states: a cell of a header row, of a header column. */
const HEADER_ROW = 1
const HEADER_COLUMN = 2
/** Spans past this are read as this (no post's table is wider or longer). */
const MAX_SPAN = 100

/** A table's rows, wherever they are (`<thead>`, `<tbody>`, `<tfoot>` or the table itself), and its captions. */
function parts(table: HtmlElement): { rows: { row: HtmlElement; head: boolean }[]; captions: HtmlElement[] } {
  const rows: { row: HtmlElement; head: boolean }[] = []
  const captions: HtmlElement[] = []
  const visit = (element: HtmlElement, head: boolean) => {
    for (const child of element.children) {
      if (child.type !== 'element') continue
      if (child.tag === 'tr') rows.push({ row: child, head })
      else if (child.tag === 'caption') captions.push(child)
      else if (['thead', 'tbody', 'tfoot'].includes(child.tag)) visit(child, child.tag === 'thead')
    }
  }
  visit(table, false)
  return { rows, captions }
}

const cellsOf = (row: HtmlElement) =>
  row.children.filter(
    (cell): cell is HtmlElement => cell.type === 'element' && (cell.tag === 'td' || cell.tag === 'th'),
  )

const span = (value: string | undefined) => Math.min(MAX_SPAN, positiveInteger(value) ?? 1)

/**
 * A table as the article's table (docs/import.md, Post content): a row in `<thead>`, or of header cells only, is a
 * header row; a header cell elsewhere heads its row. A cell holds its text as one paragraph; the caption is a paragraph
 * before the table, images and other blocks in a cell follow the table.
 */
export function tableBlocks(element: HtmlElement, scope: Scope, flow: Flow): LexicalNode[] {
  const { rows, captions } = parts(element)
  const before = captions.flatMap((caption) => flow(caption.children, scope))
  const after: LexicalNode[] = []
  const out: LexicalNode[] = []
  for (const { row, head } of rows) {
    const cells = cellsOf(row)
    if (!cells.length) continue
    const headerRow = head || cells.every((cell) => cell.tag === 'th')
    out.push(
      tableRow(
        cells.map((cell) => {
          const { inline, rest } = gather(flow(cell.children, scope))
          after.push(...rest)
          const header = headerRow ? HEADER_ROW : cell.tag === 'th' ? HEADER_COLUMN : 0
          return tableCell(header, span(cell.attrs.colspan), span(cell.attrs.rowspan), [paragraph(inline)])
        }),
      ),
    )
  }
  return [...before, ...(out.length ? [table(out)] : []), ...after]
}
