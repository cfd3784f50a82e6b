import { Parser } from 'htmlparser2'

/** Post HTML read into a small tree, at most MAX_DEPTH elements deep (docs/import.md, Post content). Pure. */

export interface HtmlElement {
  type: 'element'
  tag: string
  attrs: Record<string, string>
  children: HtmlChild[]
}

export interface HtmlText {
  type: 'text'
  text: string
}

export type HtmlChild = HtmlElement | HtmlText

/** Elements nested deeper than this are left out; their text goes to the deepest element kept. */
export const MAX_DEPTH = 48

/** The HTML's tree under a root element, and whether some of it was nested too deep to keep its elements. */
export function parseHtml(html: string): { root: HtmlElement; tooDeep: boolean } {
  const root: HtmlElement = { type: 'element', tag: '#root', attrs: {}, children: [] }
  // The open elements as the parser sees them; null for one left out because it was too deep.
  const open: (HtmlElement | null)[] = []
  let current = root
  let kept = 0
  let tooDeep = false

  const parser = new Parser(
    {
      onopentag(tag, attrs) {
        if (kept >= MAX_DEPTH) {
          tooDeep = true
          open.push(null)
          return
        }
        const element: HtmlElement = { type: 'element', tag, attrs, children: [] }
        current.children.push(element)
        open.push(element)
        current = element
        kept++
      },
      ontext(text) {
        const last = current.children.at(-1)
        if (last?.type === 'text') last.text += text
        else current.children.push({ type: 'text', text })
      },
      onclosetag() {
        if (open.pop() === null) return
        kept--
        current = open.findLast((element) => element !== null) ?? root
      },
    },
    { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true },
  )
  parser.write(html)
  parser.end()
  return { root, tooDeep }
}

/** The text of an element and its descendants. */
export function textOf(node: HtmlChild): string {
  return node.type === 'text' ? node.text : node.children.map(textOf).join('')
}
