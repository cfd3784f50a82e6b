import type { LexicalNode } from '@/lib/lexical'
import type { HtmlElement } from './html-tree'
import { FORMAT, paragraph, textNode } from './nodes'
import { type Flow, type Scope, gather } from './writer'

/** Between the cells of a table's row, once it is a paragraph. */
const CELL_SEPARATOR = ' | '

/** A table's rows, wherever they are (`<thead>`, `<tbody>`, `<tfoot>` or the table itself), and its captions. */
function parts(table: HtmlElement): { rows: HtmlElement[]; captions: HtmlElement[] } {
  const rows: HtmlElement[] = []
  const captions: HtmlElement[] = []
  const visit = (element: HtmlElement) => {
    for (const child of element.children) {
      if (child.type !== 'element') continue
      if (child.tag === 'tr') rows.push(child)
      else if (child.tag === 'caption') captions.push(child)
      else if (['thead', 'tbody', 'tfoot'].includes(child.tag)) visit(child)
    }
  }
  visit(table)
  return { rows, captions }
}

/**
 * A table as paragraphs, one a row, its cells separated by a bar and header cells in bold (docs/import.md, Post
 * content): the articles' rich text has no table. Images and other blocks in a cell follow their row.
 */
export function tableBlocks(table: HtmlElement, scope: Scope, flow: Flow): LexicalNode[] {
  const { rows, captions } = parts(table)
  const out = captions.flatMap((caption) => flow(caption.children, scope))
  for (const row of rows) {
    const cells: LexicalNode[][] = []
    const after: LexicalNode[] = []
    for (const cell of row.children) {
      if (cell.type !== 'element' || (cell.tag !== 'td' && cell.tag !== 'th')) continue
      const format = cell.tag === 'th' ? scope.format | FORMAT.bold : scope.format
      const { inline, rest } = gather(flow(cell.children, { ...scope, format }))
      if (inline.length) cells.push(inline)
      after.push(...rest)
    }
    if (cells.length) {
      out.push(paragraph(cells.flatMap((cell, index) => (index ? [textNode(CELL_SEPARATOR, 0), ...cell] : cell))))
    }
    out.push(...after)
  }
  return out
}
