/** Read-only helpers over a Lexical editor state (the JSON Payload stores for rich text). Pure. */

export interface LexicalNode {
  type: string
  children?: LexicalNode[]
  text?: string
  tag?: string
  [key: string]: unknown
}

export interface LexicalState {
  root: LexicalNode
}

export function isLexicalState(value: unknown): value is LexicalState {
  return typeof value === 'object' && value !== null && typeof (value as LexicalState).root === 'object'
}

/** Text of a node and its descendants, blocks separated by a space. */
export function nodeText(node: LexicalNode): string {
  if (typeof node.text === 'string') return node.text
  if (node.type === 'linebreak') return ' '
  return (node.children ?? []).map(nodeText).join('')
}

const blockTypes = new Set(['paragraph', 'heading', 'listitem', 'quote', 'list'])

/** The whole document as plain text, one block a line. */
export function plainText(state: unknown): string {
  if (!isLexicalState(state)) return ''
  const lines: string[] = []
  const visit = (node: LexicalNode) => {
    if (blockTypes.has(node.type) && node.type !== 'list') {
      const text = nodeText(node).trim()
      if (text) lines.push(text)
      return
    }
    node.children?.forEach(visit)
  }
  visit(state.root)
  return lines.join('\n')
}

/** Every node of the document in reading order. */
export function* walk(node: LexicalNode): Generator<LexicalNode> {
  yield node
  for (const child of node.children ?? []) yield* walk(child)
}
