import type { JSXConverters } from '@payloadcms/richtext-lexical/react'
import { vi } from '@/i18n/vi'
import type { LexicalNode } from '@/lib/lexical'

/** A table cell's header bits, Lexical's: a cell of a header row (`ROW`), of a header column (`COLUMN`), or both. */
const ROW = 1
const COLUMN = 2

const headerState = (cell: LexicalNode) => (typeof cell.headerState === 'number' ? cell.headerState : 0)
const isHeaderRow = (row: LexicalNode) =>
  Boolean(row.children?.length) && row.children!.every((cell) => (headerState(cell) & ROW) === ROW)
const span = (value: unknown) => (typeof value === 'number' && value > 1 ? value : undefined)

/**
 * An article's tables: the header rows at the top are the table's head, a header cell says what it heads (`scope`),
 * and the table scrolls sideways inside its own box (reachable by keyboard) so a wide one never widens the page.
 */
export const tableConverters: JSXConverters = {
  table: ({ node, nodesToJSX }) => {
    const rows = (node as LexicalNode).children ?? []
    const headRows = rows.findIndex((row) => !isHeaderRow(row))
    const split = headRows < 0 ? 0 : headRows
    const head = rows.slice(0, split)
    const body = rows.slice(split)
    return (
      <div className="article-table" role="region" aria-label={vi.tableRegion} tabIndex={0}>
        <table>
          {head.length > 0 && <thead>{nodesToJSX({ nodes: head as never })}</thead>}
          {body.length > 0 && <tbody>{nodesToJSX({ nodes: body as never })}</tbody>}
        </table>
      </div>
    )
  },
  tablerow: ({ node, nodesToJSX }) => <tr>{nodesToJSX({ nodes: (node as LexicalNode).children as never })}</tr>,
  tablecell: ({ node, nodesToJSX }) => {
    const cell = node as LexicalNode
    const state = headerState(cell)
    const children = nodesToJSX({ nodes: cell.children as never })
    const spans = { colSpan: span(cell.colSpan), rowSpan: span(cell.rowSpan) }
    if (!state) return <td {...spans}>{children}</td>
    return (
      <th scope={state & ROW ? 'col' : state & COLUMN ? 'row' : undefined} {...spans}>
        {children}
      </th>
    )
  },
}
