import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { titleFromFileName } from './upload-title'

describe('titleFromFileName', () => {
  it.each([
    ['chup-man-hinh_iPhone 15.png', 'chup man hinh iPhone 15'],
    ['Ảnh màn hình 2026-11-24 lúc 09.41.02.jpeg', 'Ảnh màn hình 2026 11 24 lúc 09 41 02'],
    ['C:\\Users\\lan\\Desktop\\pin-yeu.webp', 'pin yeu'],
    ['.hidden', 'hidden'],
    ['khong-duoi', 'khong duoi'],
    ['---.png', ''],
  ])('%s → %s', (name, title) => {
    expect(titleFromFileName(name)).toBe(title)
  })

  it('composes names that macOS sends decomposed', () => {
    expect(titleFromFileName('Tình trạng pin.png'.normalize('NFD'))).toBe('Tình trạng pin')
  })

  it('gives a short, trimmed title without separators at either end, whatever the name', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 400 }), (name) => {
        const title = titleFromFileName(name)
        expect(title.length).toBeLessThanOrEqual(120)
        expect(title).toBe(title.trim())
        expect(title).not.toMatch(/[\\/]|^[-_.]|[-_.]$/)
      }),
    )
  })
})
