import type { SlashMenuGroup } from '@payloadcms/richtext-lexical'
import { foldDiacritics } from '@/lib/vi'

/**
 * The post editor (Lexical) in Vietnamese: block names, the words the "/" menu finds them by, and the names of its
 * buttons. Pure: used by the config (labels) and by the admin's browser bundle (keywords, button names).
 */

/**
 * Block names, merged over the editor's own translations (`lexical:<feature>:label`), so the "/" menu, the "+" button's
 * menu and the toolbar's block-type list all read them.
 */
export const blockLabels = {
  paragraph: { label: 'Đoạn văn' },
  heading: { label: 'Tiêu đề {{headingLevel}}' },
  unorderedList: { label: 'Danh sách dấu đầu dòng' },
  orderedList: { label: 'Danh sách đánh số' },
  checklist: { label: 'Danh sách việc cần làm' },
  blockquote: { label: 'Trích dẫn' },
  upload: { label: 'Ảnh / tệp' },
  relationship: { label: 'Tham chiếu tài liệu' },
  horizontalRule: { label: 'Đường kẻ ngang' },
} as const

/** Names of the article editor's table and own blocks (src/cms/editor/blocks.ts). */
export const articleBlockNames = { table: 'Bảng', html: 'HTML tuỳ chỉnh', embed: 'Nhúng video / bài đăng' } as const

const headingLabel = (level: number) => blockLabels.heading.label.replace('{{headingLevel}}', String(level))

/** What an editor may type after "/" for each block, by the "/" menu item's key; its name comes first. */
export const slashMenuWords: Record<string, readonly string[]> = {
  paragraph: [blockLabels.paragraph.label, 'văn bản', 'văn bản thường', 'chữ thường'],
  ...Object.fromEntries(
    [1, 2, 3, 4, 5, 6].map((level) => [`heading-${level}`, [headingLabel(level), 'đề mục', `h${level}`]]),
  ),
  unorderedList: [blockLabels.unorderedList.label, 'danh sách', 'gạch đầu dòng', 'dấu chấm', 'liệt kê'],
  orderedList: [blockLabels.orderedList.label, 'danh sách', 'đánh số', 'số thứ tự', 'các bước', 'liệt kê'],
  checklist: [blockLabels.checklist.label, 'danh sách', 'hộp kiểm', 'việc cần làm', 'đánh dấu'],
  blockquote: [blockLabels.blockquote.label, 'lời dẫn', 'câu nói'],
  upload: [blockLabels.upload.label, 'ảnh', 'hình ảnh', 'hình', 'tệp', 'tập tin', 'tải lên', 'video'],
  relationship: [blockLabels.relationship.label, 'bài viết', 'trang', 'liên kết bài viết', 'nhúng'],
  horizontalRule: [blockLabels.horizontalRule.label, 'đường kẻ', 'kẻ ngang', 'gạch ngang', 'phân cách', 'ngăn cách'],
  table: [articleBlockNames.table, 'bảng biểu', 'hàng', 'cột'],
  'block-html': [articleBlockNames.html, 'HTML tùy chỉnh', 'mã HTML', 'nhúng mã', 'code'],
  'block-embed': [articleBlockNames.embed, 'YouTube', 'Vimeo', 'Facebook', 'TikTok', 'Instagram', 'Twitter'],
}

/** Names of "/" menu items that the library writes in English in its code, not through its translations. */
const slashMenuNames: Record<string, string> = { table: articleBlockNames.table }

/** Vietnamese tone marks as combining characters (huyền, sắc, ngã, hỏi, nặng). */
const TONE_MARKS = /[\u0300\u0301\u0303\u0309\u0323]/g

/** Words typed with both forms mixed (some with accents, some without) are listed up to this many accented words. */
const MAX_MIXED_WORDS = 5

/** `Tiêu đề` → `tiêu đề`, `tiêu de`, `tieu đề`, `tieu de`: each word with or without its accents. */
function wordMixes(words: string[]): string[] {
  return words.reduce<string[]>(
    (mixes, word) => {
      const forms = [...new Set([word.toLowerCase(), foldDiacritics(word)])]
      return mixes.flatMap((mix) => forms.map((form) => (mix ? `${mix} ${form}` : form)))
    },
    [''],
  )
}

/** Base letters composed, tone marks as separate characters after them: what the Windows Vietnamese keyboard types. */
function separateTones(text: string): string {
  let separated = ''
  for (const char of text) {
    const decomposed = char.normalize('NFD')
    separated += decomposed.replace(TONE_MARKS, '').normalize('NFC') + (decomposed.match(TONE_MARKS)?.join('') ?? '')
  }
  return separated
}

/**
 * Every way `phrase` may be typed: with or without accents (word by word), and its accents as Unicode composes them
 * (NFC), decomposes them (NFD) or as the Windows keyboard types them. The "/" menu compares lower-cased, without
 * spaces, and finds an item when what was typed is part of one of them; it cannot fold what was typed itself.
 */
export function typedForms(phrase: string): string[] {
  const text = phrase.normalize('NFC').trim()
  const words = text.split(/\s+/).filter(Boolean)
  const accentedWords = words.filter((word) => foldDiacritics(word) !== word.toLowerCase()).length
  const mixes = accentedWords <= MAX_MIXED_WORDS ? wordMixes(words) : [text.toLowerCase(), foldDiacritics(text)]
  return [...new Set([...mixes, text.normalize('NFD'), separateTones(text)])]
}

/** The item's keywords with the Vietnamese ones added (its own, e.g. English, stay first), or as they were. */
export function slashMenuKeywords(itemKey: string, keywords: readonly string[] = []): string[] {
  if (!Object.hasOwn(slashMenuWords, itemKey)) return [...keywords]
  return [...new Set([...keywords, ...slashMenuWords[itemKey].flatMap(typedForms)])]
}

/** The "/" menu's groups, each item with its Vietnamese keywords. New objects: the library's stay untouched. */
export function withVietnameseKeywords(groups: SlashMenuGroup[]): SlashMenuGroup[] {
  return groups.map((group) => ({
    ...group,
    items: group.items.map((item) => ({
      ...item,
      label: slashMenuNames[item.key] ?? item.label,
      keywords: slashMenuKeywords(item.key, item.keywords),
    })),
  }))
}

/** How a query meets a name: a whole word (or words), the start of a word, or inside a word. Lower is better. */
const WHOLE_WORD = 0
const WORD_START = 1
const INSIDE_A_WORD = 2
const NO_MATCH = 3

/** Items ranked after their equals: the article's title is its one H1, so "/tieu" means "Tiêu đề 2", as in Gutenberg. */
const AFTER_EQUALS = new Set(['heading-1'])

/** The "/" menu compares so: lower-cased, without spaces, hyphens and underscores. */
const squeeze = (text: string) => text.toLowerCase().replace(/[\s\-_]/g, '')

/** How `query` (squeezed) meets `name`: the best of its places in the name, squeezed as the menu does. */
function matchRank(query: string, name: string): number {
  const words = name
    .toLowerCase()
    .split(/[\s\-_]+/)
    .filter(Boolean)
  const boundaries = new Set([0])
  let length = 0
  for (const word of words) boundaries.add((length += word.length))
  const squeezed = words.join('')
  let best = NO_MATCH
  for (let at = squeezed.indexOf(query); at !== -1 && best > WHOLE_WORD; at = squeezed.indexOf(query, at + 1)) {
    const rank = !boundaries.has(at) ? INSIDE_A_WORD : boundaries.has(at + query.length) ? WHOLE_WORD : WORD_START
    best = Math.min(best, rank)
  }
  return best
}

/** What the ranking reads of a "/" menu item. */
type MenuItem = { key: string; keywords?: readonly string[] }

/** An item's rank for `query`: its best match among its key and keywords, then whether it goes after its equals. */
function itemRank(query: string, item: MenuItem): [number, number] {
  const match = Math.min(...[item.key, ...(item.keywords ?? [])].map((name) => matchRank(query, name)))
  return [match, AFTER_EQUALS.has(item.key) ? 1 : 0]
}

const compareRanks = (a: [number, number], b: [number, number]) => a[0] - b[0] || a[1] - b[1]

/**
 * The "/" menu's groups and items ordered for what was typed after "/", best first: a whole word ("/anh" → "Ảnh"),
 * then the start of a word, then inside a word ("danh sách"); equals keep their order, except an H1 after the other
 * headings. The menu shows the matching items in this order and selects the first. New arrays and groups.
 */
export function rankSlashMenu<Group extends { items: MenuItem[] }>(groups: readonly Group[], typed: string): Group[] {
  const query = squeeze(typed)
  if (!query) return [...groups]
  const ranked = groups.map((group) => {
    const items = group.items
      .map((item) => ({ item, rank: itemRank(query, item) }))
      .sort((a, b) => compareRanks(a.rank, b.rank))
    return {
      group: { ...group, items: items.map(({ item }) => item) },
      best: items[0]?.rank ?? ([NO_MATCH, 1] as [number, number]),
    }
  })
  return ranked.sort((a, b) => compareRanks(a.best, b.best)).map(({ group }) => group)
}

/** A word of a block's name as the "/" menu can take it: letters (with their marks) and digits only. */
const PLAIN_WORD = /^[\p{L}\p{M}\p{N}]+$/u

/**
 * What was typed after "/" when a space would stand between two words of a block's name ("tiêu" of "Tiêu đề 2",
 * "tieude" of "tieu de 2"), lower-cased, spaces removed: the library compares names so, but a space closes its menu.
 */
const queriesBeforeASpace = new Set(
  Object.values(slashMenuWords)
    .flat()
    .flatMap(typedForms)
    .flatMap((form) => {
      const words = form.toLowerCase().split(' ')
      if (words.length < 2 || !words.every((word) => PLAIN_WORD.test(word))) return []
      return words.slice(0, -1).map((_, index) => words.slice(0, index + 1).join(''))
    }),
)

/**
 * Whether a space typed after `/query` belongs to the name of a block ("/Tiêu đề 2"): the editor then keeps it out of
 * the text, so the menu stays open and goes on matching ("/Tiêuđề2" finds "Tiêu đề 2"); any other space is typed.
 */
export function spaceContinuesSlashQuery(query: string): boolean {
  return queriesBeforeASpace.has(query.toLowerCase())
}

/**
 * The editor's buttons named in English in the library's code (aria-label), not through its translations. The
 * toolbar's lists are named `<group> dropdown`.
 */
const buttonNames: Record<string, string> = {
  'Drag to move': 'Kéo để di chuyển',
  'Add block': 'Thêm khối',
  'Insert Paragraph': 'Thêm đoạn văn ở cuối',
  'Edit link': 'Chỉnh sửa liên kết',
  'Remove link': 'Xóa liên kết',
  'text dropdown': 'Kiểu khối',
  'align dropdown': 'Căn lề',
  'add dropdown': 'Chèn',
  'Add Row': 'Thêm hàng',
  'Add Column': 'Thêm cột',
}

/** The Vietnamese name for one of those English button names, or undefined for any other. */
export function vietnameseButtonName(name: string | null): string | undefined {
  return name === null ? undefined : Object.hasOwn(buttonNames, name) ? buttonNames[name] : undefined
}
