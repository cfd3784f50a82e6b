import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { paragraphs } from './logic'

describe('paragraphs', () => {
  it('splits at blank lines and keeps single line breaks inside a paragraph', () => {
    expect(paragraphs('Một\nhai\n\n  Ba  \r\n\r\nBốn')).toEqual(['Một\nhai', 'Ba', 'Bốn'])
    expect(paragraphs('')).toEqual([])
    expect(paragraphs(undefined)).toEqual([])
  })

  it('never returns empty or untrimmed paragraphs', () => {
    fc.assert(fc.property(fc.string(), (text) => {
      for (const paragraph of paragraphs(text)) expect(paragraph).toBe(paragraph.trim())
      for (const paragraph of paragraphs(text)) expect(paragraph.length).toBeGreaterThan(0)
    }))
  })
})
