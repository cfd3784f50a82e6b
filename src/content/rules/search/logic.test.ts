import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { foldDiacritics } from '@/lib/vi'
import { ftsMatchExpression, highlightParts, searchTerms, snippetAround, tsQueryExpression } from './logic'

describe('searchTerms', () => {
  it('folds diacritics, drops punctuation and duplicates', () => {
    expect(searchTerms('Chụp  màn hình, chụp!')).toEqual(['chup', 'man', 'hinh'])
    expect(searchTerms('ĐIỆN THOẠI')).toEqual(['dien', 'thoai'])
    expect(searchTerms('   ')).toEqual([])
  })

  it('keeps at most 8 terms', () => {
    expect(searchTerms('a b c d e f g h i j')).toHaveLength(8)
  })
})

describe('ftsMatchExpression', () => {
  it('quotes every term and makes the last a prefix', () => {
    expect(ftsMatchExpression(['chup', 'man'])).toBe('"chup" "man"*')
  })

  it('never lets a term break out of its quotes', () => {
    fc.assert(
      fc.property(fc.string(), (query) => {
        const expression = ftsMatchExpression(searchTerms(query))
        expect(expression).toMatch(/^("[^"]+"\*? ?)*$/)
      }),
    )
  })
})

describe('tsQueryExpression', () => {
  it('joins terms with AND and makes the last a prefix', () => {
    expect(tsQueryExpression(['chup', 'man'])).toBe('chup & man:*')
  })

  it('never carries tsquery operators from a visitor', () => {
    fc.assert(
      fc.property(fc.string(), (query) => {
        expect(tsQueryExpression(searchTerms(query))).toMatch(/^([\p{L}\p{N}]+(:\*)?( & )?)*$/u)
      }),
    )
  })
})

describe('highlightParts', () => {
  it('marks accented words from an unaccented query', () => {
    const parts = highlightParts('Cách chụp màn hình iPhone', ['chup', 'hinh', 'man'])
    expect(parts).toEqual([
      { text: 'Cách ', match: false },
      { text: 'chụp màn hình', match: true },
      { text: ' iPhone', match: false },
    ])
  })

  it('marks only at word starts', () => {
    const parts = highlightParts('pin, sạc pin, spin', ['pin'])
    expect(parts.filter((part) => part.match)).toHaveLength(2)
  })

  it('gives back the original text', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: 'grapheme' }),
        fc.array(fc.string({ minLength: 1, maxLength: 4 })),
        (text, terms) => {
          expect(
            highlightParts(text, terms)
              .map((part) => part.text)
              .join(''),
          ).toBe(text)
        },
      ),
    )
  })
})

describe('snippetAround', () => {
  it('shows the neighbourhood of the first hit', () => {
    const text = `${'mở đầu '.repeat(60)}bật phần trăm pin ở đây ${'kết thúc '.repeat(60)}`
    const snippet = snippetAround(text, ['phan', 'tram'], { length: 100 })
    expect(snippet).toContain('phần trăm pin')
    expect(snippet.startsWith('… ')).toBe(true)
    expect(snippet.length).toBeLessThanOrEqual(110)
  })

  it('returns short texts whole', () => {
    expect(snippetAround('ngắn gọn', ['gon'])).toBe('ngắn gọn')
  })

  it('gives the same snippet from text folded in advance', () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom('Bật', 'phần', 'trăm', 'pin', 'ĐIỆN', 'thoại', 'ở', 'đây'), { maxLength: 80 }),
        fc.constantFrom('pin', 'dien', 'phan'),
        (words, term) => {
          const text = words.join(' ')
          expect(snippetAround(text, [term], { length: 40, folded: foldDiacritics(text) })).toBe(
            snippetAround(text, [term], { length: 40 }),
          )
        },
      ),
    )
  })
})
