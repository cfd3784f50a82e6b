import { describe, expect, it } from 'vitest'
import { palettes } from './palettes'
import { drawProduct, productDrawings, type ProductDrawing } from './products'
import { createRandom } from './random'
import type { Scene } from './scene'
import { createIdFactory } from './svg'

/** A fresh product scene for `seed`, built the way renderSeedImage builds one. */
function sceneFor(seed: string): Scene {
  const random = createRandom(seed)
  return { topic: 'phone', width: 1200, height: 1200, palette: random.pick(palettes), random, id: createIdFactory() }
}

/** Draws `drawing` in a fresh scene for `seed`. */
function draw(drawing: ProductDrawing, seed = 'product-check', colour?: string): string {
  return drawProduct(sceneFor(seed), drawing, colour)
}

/** Whether every element of `svg` that opens is closed again, in order. */
function isBalanced(svg: string): boolean {
  const open: string[] = []
  for (const [, closing, name, selfClosing] of svg.matchAll(/<(\/?)([a-zA-Z]+)[^>]*?(\/?)>/g)) {
    if (closing) {
      if (open.pop() !== name) return false
    } else if (!selfClosing) {
      open.push(name)
    }
  }
  return open.length === 0
}

describe('drawProduct', () => {
  it.each(productDrawings)('draws %s as a well-formed square SVG document', (drawing) => {
    const svg = draw(drawing)
    expect(svg).toMatch(
      /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="1200" height="1200" viewBox="0 0 1200 1200">/,
    )
    expect(svg.endsWith('</svg>')).toBe(true)
    expect(isBalanced(svg)).toBe(true)
    expect(svg).not.toMatch(/NaN|undefined|Infinity|null/)
  })

  it.each(productDrawings)('draws %s the same way for the same seed, differently for another', (drawing) => {
    expect(draw(drawing, 'same-seed')).toBe(draw(drawing, 'same-seed'))
    expect(draw(drawing, 'same-seed')).not.toBe(draw(drawing, 'other-seed'))
  })

  it.each(productDrawings)('paints %s in the colour asked for', (drawing) => {
    const colour = '#1f9d8b'
    expect(draw(drawing, 'colour-check')).not.toContain(colour)
    expect(draw(drawing, 'colour-check', colour)).toContain(colour)
  })

  it('gives every element id once', () => {
    for (const drawing of productDrawings) {
      const ids = [...draw(drawing).matchAll(/ id="([^"]+)"/g)].map(([, id]) => id)
      expect(new Set(ids).size, drawing).toBe(ids.length)
    }
  })

  it('refuses a colour that is not #rrggbb', () => {
    expect(() => draw('case', 'bad-colour', 'red')).toThrow(/#rrggbb/)
    expect(() => draw('case', 'bad-colour', '#fff')).toThrow(/#rrggbb/)
  })
})
