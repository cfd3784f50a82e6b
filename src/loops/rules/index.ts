/** What other slices use of the loops slice's rules (their only way in: src/loops/CONTEXT.md). */
export type { LoopContext } from './query'
export { MAX_PAGE, filterParam, pageParam, readFilters, readPage } from './url'
