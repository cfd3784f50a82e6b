import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { isValidAnchor } from '@/features/anchors/logic'
import { anchorId } from './logic'

describe('menu anchor id', () => {
  it('turns a Vietnamese name into a valid id, or refuses it', () => {
    expect(anchorId('#Liên hệ')).toBe('lien-he')
    expect(anchorId('Câu hỏi thường gặp')).toBe('cau-hoi-thuong-gap')
    expect(anchorId('2024')).toBeNull()
    expect(anchorId('"><script>')).toBe('script')
    expect(anchorId('')).toBeNull()
    expect(anchorId(42)).toBeNull()
  })

  it('property: any id it gives is a valid anchor', () => {
    fc.assert(
      fc.property(fc.string(), (value) => {
        const id = anchorId(value)
        expect(id === null || isValidAnchor(`#${id}`)).toBe(true)
      }),
    )
  })
})
