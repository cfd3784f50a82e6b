import { searchTerms } from '@/content/rules/search/logic'

/**
 * The key a search's answer is kept under: its terms as the index sees them (folded, lower case, without
 * punctuation or repeated words, see `searchTerms`) and the page. `Chụp  màn hình!` and `chup man hinh` share one.
 */
export function searchAnswerKey(query: string, page: number): string {
  return `${searchTerms(query).join(' ')}|${page}`
}
