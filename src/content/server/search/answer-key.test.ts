import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { searchAnswerKey } from './answer-key'

const letters = 'aăâbcdđeêghiklmnoôơpqrstuưvxyáàảãạấầẩẫậắằẳẵặéèẻẽẹếềểễệíìỉĩịóòỏõọốồổỗộớờởỡợúùủũụứừửữựýỳỷỹỵ0123456789'
const word = fc.array(fc.constantFrom(...letters), { minLength: 1, maxLength: 8 }).map((chars) => chars.join(''))
const query = fc.array(word, { minLength: 1, maxLength: 5 }).map((words) => words.join(' '))

describe('searchAnswerKey', () => {
  it('is the same whatever the case, the diacritics and the surrounding spaces', () => {
    expect(searchAnswerKey('  Chụp  MÀN hình! ', 1)).toBe(searchAnswerKey('chup man hinh', 1))
    fc.assert(
      fc.property(query, fc.integer({ min: 1, max: 99 }), (text, page) => {
        const key = searchAnswerKey(text, page)
        expect(searchAnswerKey(text.toUpperCase(), page)).toBe(key)
        expect(searchAnswerKey(`  ${text.replaceAll(' ', '   ')}\t`, page)).toBe(key)
        expect(searchAnswerKey(text.normalize('NFD'), page)).toBe(key)
        expect(
          searchAnswerKey(
            text
              .normalize('NFD')
              .replace(/[\u0300-\u036f]/g, '')
              .replaceAll('đ', 'd'),
            page,
          ),
        ).toBe(key)
      }),
    )
  })

  it('tells apart pages and different words', () => {
    fc.assert(
      fc.property(query, fc.integer({ min: 1, max: 98 }), (text, page) => {
        expect(searchAnswerKey(text, page)).not.toBe(searchAnswerKey(text, page + 1))
        expect(searchAnswerKey(text, page)).not.toBe(searchAnswerKey(`${text} zzz`, page))
      }),
    )
  })
})
