/** What other slices use of the loops slice's rules (their only way in: src/loops/CONTEXT.md). */
export { MAX_PAGE, filterParam, pageParam, readFilters, readPage } from './url'
