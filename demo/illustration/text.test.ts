import { describe, expect, it } from 'vitest'
import { seedArticles } from '../articles'
import { drawText, fitText, measureText, missingCharacters, wrapText, type FontWeight } from './text'

/** Every string in a value, however deeply nested. */
function stringsOf(value: unknown): string[] {
  if (typeof value === 'string') return [value]
  if (Array.isArray(value)) return value.flatMap(stringsOf)
  if (value && typeof value === 'object') return Object.values(value).flatMap(stringsOf)
  return []
}

const weights: FontWeight[] = [400, 500, 600, 700]

describe('text as paths', () => {
  it('has a glyph for every character of every seed screen, in every weight', () => {
    const text = seedArticles.flatMap((article) => stringsOf(article.screens)).join(' ')
    expect(text.length).toBeGreaterThan(1000)
    for (const weight of weights) expect(missingCharacters(text, weight), `weight ${weight}`).toEqual([])
  })

  it('reports and refuses characters the font does not have', () => {
    expect(missingCharacters('Cài đặt → Pin ✓')).toEqual(['→', '✓'])
    expect(() => drawText('Cài đặt → Pin', 0, 20, { size: 20, color: '#000' })).toThrow(/no glyph for “→”/)
  })

  it('draws Vietnamese letters with stacked marks the same whether composed or not', () => {
    const word = 'Tiếng Việt: ệ ở ữ Ẩ ặ ỗ'
    const composed = drawText(word.normalize('NFC'), 10, 40, { size: 30, color: '#000' })
    const decomposed = drawText(word.normalize('NFD'), 10, 40, { size: 30, color: '#000' })
    expect(decomposed).toBe(composed)
    // The marks are drawn: the letters alone give a different outline.
    expect(composed).not.toBe(drawText('Tieng Viet: e o u A a o', 10, 40, { size: 30, color: '#000' }))
    expect(composed).toMatch(/^<path d="M[^"]+Z" fill="#000"\/>$/)
  })

  it('measures, anchors and fits text', () => {
    const width = measureText('Tình trạng pin & sạc', 20)
    expect(width).toBeGreaterThan(120)
    expect(measureText('Tình trạng pin & sạc', 20, 700)).toBeGreaterThan(width)
    const start = drawText('Pin', 100, 20, { size: 20, color: '#000' })
    expect(drawText('Pin', 100 + measureText('Pin', 20), 20, { size: 20, color: '#000', anchor: 'end' })).toBe(start)
    expect(fitText('Tắt tiếng người gọi không xác định', 120, 20)).toMatch(/…$/)
    expect(measureText(fitText('Tắt tiếng người gọi không xác định', 120, 20), 20)).toBeLessThanOrEqual(120)
    expect(fitText('Pin', 120, 20)).toBe('Pin')
  })

  it('wraps text at spaces within the width, with an ellipsis past the last line', () => {
    const text = 'Chỉ dùng 5G khi không làm giảm đáng kể thời lượng pin của điện thoại.'
    const lines = wrapText(text, 150, 16)
    expect(lines.length).toBeGreaterThan(2)
    expect(lines.join(' ')).toBe(text)
    for (const line of lines) expect(measureText(line, 16)).toBeLessThanOrEqual(150)
    const cut = wrapText(text, 150, 16, 400, 2)
    expect(cut).toHaveLength(2)
    expect(cut[1]).toMatch(/…$/)
  })
})
