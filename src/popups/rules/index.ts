/** What other slices use of the popups slice's rules (their only way in: src/popups/CONTEXT.md). */
export { BROWSERS } from './browsers'
export { SOURCE_KINDS } from './sources'
export { DEVICES, isValidPattern } from './timing'
