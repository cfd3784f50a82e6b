/** What other slices use of the content slice's admin side (their only way in: src/content/CONTEXT.md). */
export { removeFromSearchIndex, syncSearchIndex } from './hooks/search-index'
