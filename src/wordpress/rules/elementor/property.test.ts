import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { elementorTree, unknownIds } from '../../../../tests/fixtures/wordpress/elementor/arbitrary'
import { context } from '../../../../tests/fixtures/wordpress/elementor/context'
import { convertElementorLayout } from './convert'
import type { Block } from './types'

/** Every block of a converted layout, in slots and in tabs too. */
function blocks(values: Block[]): Block[] {
  return values.flatMap((block) => [
    block,
    ...blocks(Array.isArray(block.props.content) ? (block.props.content as Block[]) : []),
    ...(Array.isArray(block.props.tabs) ? (block.props.tabs as { content: Block[] }[]) : []).flatMap((tab) =>
      blocks(tab.content),
    ),
  ])
}

describe('Elementor layouts, whatever they hold (the layout check itself: tests/int)', () => {
  it('convert without throwing, blocks of unique ids, every unknown element reported', () => {
    fc.assert(
      fc.property(elementorTree, (tree) => {
        const { document, unmapped } = convertElementorLayout(tree, {}, context)
        const all = blocks(document.content)
        expect(new Set(all.map((block) => block.props.id)).size).toBe(all.length)
        for (const block of all) expect(block.type).toMatch(/^[A-Z][A-Za-z0-9]{0,40}$/)
        const reported = new Set(unmapped.map(({ elementId }) => elementId))
        for (const unknown of tree.flatMap(unknownIds)) expect(reported).toContain(unknown)
      }),
      { numRuns: 300 },
    )
  })
})
