import type { LexicalNode } from '@/lib/lexical'
import type { HtmlElement } from './html-tree'
import { lineBreak, list, listItem } from './nodes'
import type { Flow, Scope } from './writer'

/**
 * A `<ul>` or `<ol>` as lists (docs/import.md, Post content): an item's paragraphs joined by line breaks, a nested
 * list kept nested; an image or another block inside an item ends the list there and a new one goes on numbering
 * after it, so the post reads in its order.
 */
export function listBlocks(element: HtmlElement, scope: Scope, flow: Flow): LexicalNode[] {
  const ordered = element.tag === 'ol'
  const given = Number(element.attrs.start)
  const depth = scope.listDepth
  const inner = { ...scope, listDepth: depth + 1 }
  const out: LexicalNode[] = []
  let items: LexicalNode[] = []
  let value = ordered && Number.isInteger(given) && given >= 0 ? given : 1
  let start = value

  const close = () => {
    if (items.length) out.push(list(ordered, start, items))
    items = []
    start = value
  }

  for (const child of element.children) {
    if (child.type === 'text' && !child.text.trim()) continue
    const blocks = child.type === 'element' && child.tag === 'li' ? flow(child.children, inner) : flow([child], inner)
    let line: LexicalNode[] = []
    const endLine = () => {
      if (line.length) items.push(listItem(value++, depth, line))
      line = []
    }
    for (const block of blocks) {
      if (block.type === 'paragraph') {
        line = line.length ? [...line, lineBreak(), ...block.children!] : block.children!
      } else if (block.type === 'list') {
        endLine()
        // The editor nests a list in an item of its own, numbered as the item that follows it.
        items.push(listItem(value, depth, [block]))
      } else {
        endLine()
        close()
        out.push(block)
      }
    }
    endLine()
  }
  close()
  return out
}
