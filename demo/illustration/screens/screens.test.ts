import { describe, expect, it } from 'vitest'
import { seedArticles } from '../../articles'
import { screenKinds, type SeedScreen } from '../../screens'
import { figureScreenSize } from '../figure'
import { createIdFactory } from '../svg'
import { drawScreen } from '.'
import type { Rect } from './layout'

const figures = seedArticles.flatMap((article) =>
  article.screens.map((screen, index) => [`${article.slug} ${index + 1}`, screen] as const),
)
const canvas = () => ({ ...figureScreenSize, mark: '#e11d48', id: createIdFactory() })

/** Whether `inner` lies within the display, allowing the few pixels of padding around a magnified item. */
function onDisplay(inner: Rect): boolean {
  const slack = 10
  return (
    inner.x >= -slack &&
    inner.y >= -slack &&
    inner.x + inner.width <= figureScreenSize.width + slack &&
    inner.y + inner.height <= figureScreenSize.height + slack
  )
}

describe('seed screens', () => {
  it('use every kind of screen', () => {
    expect(new Set(figures.map(([, screen]) => screen.kind))).toEqual(new Set(screenKinds))
  })

  it.each(figures)('%s shows its highlighted item on the display', (_name, screen: SeedScreen) => {
    const drawn = drawScreen(screen, canvas())
    expect(onDisplay(drawn.zoom)).toBe(true)
    if (screen.highlight === undefined) {
      expect(drawn.focus).toBeNull()
      return
    }
    expect(drawn.focus).not.toBeNull()
    const focus = drawn.focus as Rect
    expect(onDisplay(focus)).toBe(true)
    // Nothing to tap may hide under the system's bottom bar.
    expect(focus.y + focus.height).toBeLessThan(figureScreenSize.height - 30)
    if (drawn.tap) {
      expect(drawn.tap.x).toBeGreaterThanOrEqual(focus.x - 40)
      expect(drawn.tap.x).toBeLessThanOrEqual(focus.x + focus.width + 40)
    }
  })
})
