/** What other slices use of the forms slice's server (their only way in: src/forms/CONTEXT.md). */
export { siteMailAddress } from './site-address'
