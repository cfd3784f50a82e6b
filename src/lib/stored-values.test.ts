import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { populated, populatedAll, relationId, storedRecord, storedText } from './stored-values'

describe('stored values', () => {
  it('reads text trimmed and capped, and nothing from what is not text', () => {
    expect(storedText('  Tất cả  ', 60)).toBe('Tất cả')
    expect(storedText('abcdef', 3)).toBe('abc')
    expect(storedText(42, 10)).toBe('')
    fc.assert(
      fc.property(fc.anything(), fc.nat(200), (value, max) => {
        const text = storedText(value, max)
        expect(text.length).toBeLessThanOrEqual(max)
        if (typeof value === 'string') expect(value.trim().startsWith(text)).toBe(true)
        else expect(text).toBe('')
      }),
    )
  })

  it('reads the fields of objects only', () => {
    expect(storedRecord({ a: 1 })).toEqual({ a: 1 })
    expect(storedRecord([1, 2])).toEqual({})
    expect(storedRecord(null)).toEqual({})
    expect(storedRecord('text')).toEqual({})
  })

  it('keeps populated documents and leaves out bare ids', () => {
    const media = { id: 3, url: '/a.webp' }
    expect(populated(media)).toBe(media)
    expect(populated(3)).toBeNull()
    expect(populated(null)).toBeNull()
    expect(populatedAll([1, media, 2])).toEqual([media])
    expect(populatedAll(undefined)).toEqual([])
  })

  it('reads a relation id as a positive integer, stored bare, as text or in a document', () => {
    expect(relationId(7)).toBe(7)
    expect(relationId({ id: 7, name: 'Pin' })).toBe(7)
    expect(relationId({ id: '7' })).toBe(7)
    expect(relationId(' ')).toBeNull()
    expect(relationId({ id: 1.5 })).toBeNull()
    expect(relationId({ id: -2 })).toBeNull()
    expect(relationId(null)).toBeNull()
    fc.assert(
      fc.property(fc.anything(), (value) => {
        const id = relationId(value)
        expect(id === null || (Number.isInteger(id) && id > 0)).toBe(true)
      }),
    )
  })
})
