import fs from 'node:fs'
import path from 'node:path'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { foldDiacritics } from '@/lib/vi'
import {
  articleBlockNames,
  blockLabels,
  rankSlashMenu,
  slashMenuKeywords,
  slashMenuWords,
  spaceContinuesSlashQuery,
  typedForms,
  vietnameseButtonName,
  withVietnameseKeywords,
} from './logic'

const lexical = path.resolve('node_modules/@payloadcms/richtext-lexical/dist')
const read = (file: string) => fs.readFileSync(path.join(lexical, file), 'utf8')

/**
 * Whether the "/" menu shows an item for `query` (the text typed after "/"): the filter of SlashMenuPlugin in
 * @payloadcms/richtext-lexical 3.90.1 (dist/lexical/plugins/SlashMenu/index.js), written out here. The label, then
 * each keyword, either as a case-insensitive pattern or lower-cased without spaces, hyphens and underscores.
 */
function slashMenuFinds(query: string, item: { label: string; keywords?: readonly string[] }): boolean {
  const squeeze = (text: string) => text.toLowerCase().replace(/[\s\-_]/g, '')
  const matches = (text: string) =>
    new RegExp(query, 'gi').exec(text) !== null || squeeze(text).includes(squeeze(query))
  return matches(item.label) || (item.keywords ?? []).some(matches)
}

const heading = (level: number) => ({
  key: `heading-${level}`,
  label: `Tiêu đề ${level}`,
  keywords: ['heading', `h${level}`],
})

/** The default editor's "/" menu items, with their labels in Vietnamese and the library's own (English) keywords. */
const libraryItems = [
  { key: 'paragraph', label: blockLabels.paragraph.label, keywords: ['normal', 'paragraph', 'p', 'text'] },
  ...[1, 2, 3, 4, 5, 6].map(heading),
  { key: 'unorderedList', label: blockLabels.unorderedList.label, keywords: ['unordered list', 'ul'] },
  { key: 'orderedList', label: blockLabels.orderedList.label, keywords: ['ordered list', 'ol'] },
  { key: 'checklist', label: blockLabels.checklist.label, keywords: ['check list', 'check', 'checklist', 'cl'] },
  { key: 'blockquote', label: blockLabels.blockquote.label, keywords: ['quote', 'blockquote'] },
  {
    key: 'upload',
    label: blockLabels.upload.label,
    keywords: ['upload', 'image', 'file', 'img', 'picture', 'photo', 'media'],
  },
  { key: 'relationship', label: blockLabels.relationship.label, keywords: ['relationship', 'relation', 'rel'] },
  {
    key: 'horizontalRule',
    label: blockLabels.horizontalRule.label,
    keywords: ['hr', 'horizontal rule', 'line', 'separator'],
  },
  // The article editor's (src/cms/editor/index.ts, articleEditor): its table and its own blocks.
  { key: 'table', label: articleBlockNames.table, keywords: ['table'] },
  { key: 'block-html', label: articleBlockNames.html, keywords: ['block', 'blocks', 'html'] },
  { key: 'block-embed', label: articleBlockNames.embed, keywords: ['block', 'blocks', 'embed'] },
]
const items = libraryItems.map((item) => ({ ...item, keywords: slashMenuKeywords(item.key, item.keywords) }))
const isList = (key: string) => key.endsWith('List') || key === 'checklist'

/** The menu's two groups, the lists first (the library puts a group last when a later feature adds to it). */
const groups = [
  { key: 'lists', items: items.filter((item) => isList(item.key)) },
  { key: 'basic', items: items.filter((item) => !isList(item.key)) },
]

/** The keys of the items the "/" menu shows for `query`, in its order (its groups ranked for the query). */
const found = (query: string) =>
  rankSlashMenu(groups, query)
    .flatMap((group) => group.items)
    .filter((item) => slashMenuFinds(query, item))
    .map((item) => item.key)

describe('the "/" menu', () => {
  it.each([
    ['ảnh', ['upload']],
    ['Ảnh', ['upload']],
    ['hìnhảnh', ['upload']],
    ['hinhanh', ['upload']],
    ['tiêuđề2', ['heading-2']],
    ['tieude2', ['heading-2']],
    ['TIEUDE2', ['heading-2']],
    ['tiêude2', ['heading-2']],
    ['h3', ['heading-3']],
    ['trích', ['blockquote']],
    ['tríchdẫn', ['blockquote']],
    ['trichdan', ['blockquote']],
    ['đườngkẻ', ['horizontalRule']],
    ['duongke', ['horizontalRule']],
    ['đánhsố', ['orderedList']],
    ['danhso', ['orderedList']],
    ['gachdaudong', ['unorderedList']],
    ['việccầnlàm', ['checklist']],
    ['doanvan', ['paragraph']],
    ['bàiviết', ['relationship']],
    ['bang', ['table']],
    ['html', ['block-html']],
    ['youtube', ['block-embed']],
    ['baidang', ['block-embed']],
  ])('finds /%s', (query, keys) => {
    expect(found(query)).toEqual(keys)
  })

  it('finds every heading for "tieu" or "tiêu", H2 first (the title is the H1), and every list for "danh sách"', () => {
    const headings = [2, 3, 4, 5, 6, 1].map((level) => `heading-${level}`)
    for (const query of ['tieu', 'tiêu', 'Tiêu', 'TIÊU']) expect(found(query)).toEqual(headings)
    for (const query of ['danhsách', 'danhsach', 'DanhSach'])
      expect(found(query)).toEqual(['unorderedList', 'orderedList', 'checklist'])
  })

  it('finds the image block first for "anh", before the lists that have it inside a word ("danh", "đánh")', () => {
    expect(found('anh')).toEqual(['upload', 'unorderedList', 'orderedList', 'checklist'])
    expect(found('ANH')[0]).toBe('upload')
  })

  it('puts word starts before matches inside a word, and keeps the order of equals', () => {
    expect(found('danh')).toEqual(['unorderedList', 'orderedList', 'checklist'])
    expect(found('so')[0]).toBe('orderedList')
    expect(found('h1')).toEqual(['heading-1'])
    expect(found('')).toEqual([...groups[0].items, ...groups[1].items].map((item) => item.key))
  })

  it('shows first an item having what was typed as a whole word, whenever one has', () => {
    const wholeWords = Object.entries(slashMenuWords).flatMap(([key, words]) =>
      words.flatMap(typedForms).flatMap((form) => form.split(/\s+/).map((word) => ({ key, word }))),
    )
    fc.assert(
      fc.property(
        fc.constantFrom(...wholeWords.filter(({ word }) => /^[\p{L}\p{M}\p{N}]+$/u.test(word))),
        ({ word }) => {
          const first = items.find((item) => item.key === found(word)[0])
          const words = (first?.keywords ?? []).flatMap((keyword) => keyword.toLowerCase().split(/[\s\-_]+/))
          expect(words).toContain(word.toLowerCase())
        },
      ),
    )
  })

  it('still finds the English words, and everything for an empty query', () => {
    expect(found('image')).toEqual(['upload'])
    expect(found('quote')).toEqual(['blockquote'])
    expect(found('heading')).toHaveLength(6)
    expect(found('')).toHaveLength(items.length)
  })

  it('finds each block by any part of its name or words, typed with or without accents (word by word), in any case', () => {
    const entries = Object.entries(slashMenuWords).flatMap(([key, words]) => words.map((phrase) => ({ key, phrase })))
    fc.assert(
      fc.property(
        fc.constantFrom(...entries),
        fc.infiniteStream(fc.boolean()),
        fc.boolean(),
        fc.nat(),
        fc.nat(),
        ({ key, phrase }, accents, upper, a, b) => {
          const typed = phrase
            .split(' ')
            .map((word) => (accents.next().value ? word : foldDiacritics(word)))
            .join('')
          const [from, to] = [a % typed.length, b % typed.length].sort((x, y) => x - y)
          const query = typed.slice(from, to + 1)
          expect(found(upper ? query.toUpperCase() : query)).toContain(key)
        },
      ),
    )
  })
})

const VOWELS = [...'aăâeêioôơuưy']
const CONSONANTS = [...'bcdđghklmnpqrstvx0123456789']
const TONES = ['', '\u0300', '\u0301', '\u0303', '\u0309', '\u0323']

/**
 * A word as the Windows Vietnamese keyboard types it: letters (ă, â, đ… composed), each vowel followed by its tone mark
 * if it has one, as a separate character. `.normalize('NFC')` gives the word as it is usually written.
 */
const windowsWord = fc
  .array(
    fc.oneof(
      fc.constantFrom(...CONSONANTS),
      fc.tuple(fc.constantFrom(...VOWELS), fc.constantFrom(...TONES)).map(([vowel, tone]) => vowel + tone),
    ),
    {
      minLength: 1,
      maxLength: 7,
    },
  )
  .map((letters) => letters.join(''))
const windowsPhrase = fc.array(windowsWord, { minLength: 1, maxLength: 5 })

describe('typedForms', () => {
  it('has every word-by-word mix of accents, each found by any part of it typed in any case', () => {
    fc.assert(
      fc.property(
        windowsPhrase,
        fc.infiniteStream(fc.boolean()),
        fc.boolean(),
        fc.nat(),
        fc.nat(),
        (typedWords, accents, upper, a, b) => {
          const words = typedWords.map((word) => word.normalize('NFC'))
          const typed = words.map((word) => (accents.next().value ? word : foldDiacritics(word))).join('')
          const [from, to] = [a % typed.length, b % typed.length].sort((x, y) => x - y)
          const query = typed.slice(from, to + 1)
          expect(
            slashMenuFinds(upper ? query.toUpperCase() : query, { label: '-', keywords: typedForms(words.join(' ')) }),
          ).toBe(true)
        },
      ),
    )
  })

  it('finds words typed with decomposed accents (NFD), or with the Windows keyboard', () => {
    fc.assert(
      fc.property(windowsPhrase, fc.nat(), fc.nat(), fc.boolean(), (typedWords, a, b, nfd) => {
        const [from, to] = [a % typedWords.length, b % typedWords.length].sort((x, y) => x - y)
        const run = typedWords.slice(from, to + 1).join('')
        const query = nfd ? run.normalize('NFD') : run
        expect(slashMenuFinds(query, { label: '-', keywords: typedForms(typedWords.join(' ').normalize('NFC')) })).toBe(
          true,
        )
      }),
    )
  })

  it('lists each form once, and stays short for long phrases', () => {
    expect(typedForms('Tiêu đề 2')).toEqual([
      'tiêu đề 2',
      'tiêu de 2',
      'tieu đề 2',
      'tieu de 2',
      'Tiêu đề 2'.normalize('NFD'),
      'Tiêu đê\u0300 2',
    ])
    expect(typedForms('h2')).toEqual(['h2'])
    expect(typedForms('một hai ba bốn năm sáu bảy tám chín mười')).toHaveLength(4)
  })
})

describe('slashMenuKeywords', () => {
  it("keeps the item's own keywords first, adds the Vietnamese ones once, and leaves unknown items as they were", () => {
    const keywords = slashMenuKeywords('upload', ['upload', 'image'])
    expect(keywords.slice(0, 2)).toEqual(['upload', 'image'])
    expect(keywords).toEqual(expect.arrayContaining(['ảnh / tệp', 'anh / tep', 'ảnh', 'anh', 'hình ảnh', 'hinh anh']))
    expect(new Set(keywords).size).toBe(keywords.length)
    expect(slashMenuKeywords('upload', keywords)).toEqual(keywords)
    expect(slashMenuKeywords('myBlock', ['mine'])).toEqual(['mine'])
    expect(slashMenuKeywords('constructor')).toEqual([])
  })

  it('copies the groups and items it adds keywords to', () => {
    const Icon = () => null
    const onSelect = () => {}
    const groups = [{ key: 'basic', items: [{ Icon, key: 'blockquote', keywords: ['quote'], onSelect }] }]
    const copied = withVietnameseKeywords(groups)
    expect(copied[0].items[0]).toMatchObject({ Icon, key: 'blockquote', onSelect })
    expect(copied[0].items[0].keywords).toContain('trich dan')
    expect(groups[0].items[0].keywords).toEqual(['quote'])
  })
})

describe('block names', () => {
  it('fit the "/" menu, which cuts names after 25 characters', () => {
    for (const { label } of Object.values(blockLabels))
      expect(label.replace('{{headingLevel}}', '6').length).toBeLessThanOrEqual(25)
  })

  it('are the editor\'s own translation keys and "/" menu item keys (this version of @payloadcms/richtext-lexical)', () => {
    const client = read('exports/client/index.js')
    for (const feature of Object.keys(blockLabels)) expect(client).toContain(`"lexical:${feature}:label"`)
    for (const key of Object.keys(slashMenuWords).filter((key) => !/^(?:heading|block)-/.test(key)))
      expect(client).toContain(`key:"${key}",keywords:[`)
    expect(client).toContain('key:"block-"+')
    expect(client).toContain('key:`heading-${')
  })
})

describe('the library', () => {
  it('matches "/" queries as slashMenuFinds does: keywords lower-cased, without spaces, hyphens and underscores', () => {
    const plugin = read('lexical/plugins/SlashMenu/index.js')
    expect(plugin).toContain("const normalizedQuery = queryString.toLowerCase().replace(/[\\s\\-_]/g, '');")
    expect(plugin).toContain("const normalizedKeyword = keyword.toLowerCase().replace(/[\\s\\-_]/g, '');")
    expect(plugin).toContain('return normalizedKeyword.includes(normalizedQuery);')
  })

  it('ends a "/" query at a space, so a name of several words is typed without its spaces', () => {
    expect(read('lexical/plugins/SlashMenu/useMenuTriggerMatch.js')).toContain(
      'const validChars = "[^" + trigger + PUNCTUATION + "\\\\s]";',
    )
  })

  it('loads the Vietnamese client feature from the admin import map (`npx payload generate:importmap`)', () => {
    const importMap = fs.readFileSync(path.resolve('src/app/(payload)/admin/importMap.js'), 'utf8')
    expect(importMap).toContain('"@/cms/editor/feature.client#VietnameseFeatureClient"')
  })
})

describe('vietnameseButtonName', () => {
  it('names the buttons the library names in English, and nothing else', () => {
    expect(vietnameseButtonName('Drag to move')).toBe('Kéo để di chuyển')
    expect(vietnameseButtonName('Add block')).toBe('Thêm khối')
    expect(vietnameseButtonName('text dropdown')).toBe('Kiểu khối')
    for (const name of [null, '', 'Kéo để di chuyển', 'constructor', 'toString'])
      expect(vietnameseButtonName(name)).toBeUndefined()
  })

  it('covers every English button name of the default editor', () => {
    const names = new Set<string>()
    for (const file of fs.readdirSync(path.join(lexical, 'exports/client')).filter((file) => file.endsWith('.js'))) {
      for (const [, name] of read(`exports/client/${file}`).matchAll(/"aria-label":"([^"]+)"/g)) names.add(name)
    }
    expect(names).toContain('Drag to move')
    expect([...names].filter((name) => vietnameseButtonName(name) === undefined)).toEqual([])
  })
})

describe('spaceContinuesSlashQuery', () => {
  it.each(['Tiêu', 'tiêu', 'tieu', 'tiêuđề', 'tieude', 'danh', 'trích', 'đường', 'duong', 'hình'])(
    'keeps the "/" menu open for a space after "/%s"',
    (query) => {
      expect(spaceContinuesSlashQuery(query)).toBe(true)
    },
  )

  it.each(['', 'tiê', 'tiêuđề2', 'ảnh', 'anh', 'usr', 'h2', 'xyz'])('lets a space after "/%s" be typed', (query) => {
    expect(spaceContinuesSlashQuery(query)).toBe(false)
  })

  it('holds for every word boundary of every multi-word block name, with or without accents', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(
          ...Object.values(slashMenuWords)
            .flat()
            .filter((phrase) => /^[\p{L}\p{N} ]+$/u.test(phrase) && phrase.includes(' ')),
        ),
        fc.boolean(),
        (phrase, fold) => {
          const words = (fold ? foldDiacritics(phrase) : phrase.toLowerCase()).split(' ')
          for (let index = 1; index < words.length; index++)
            expect(spaceContinuesSlashQuery(words.slice(0, index).join(''))).toBe(true)
        },
      ),
    )
  })
})
