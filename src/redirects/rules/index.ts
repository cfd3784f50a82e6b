/** The redirects slice's door for other slices (the WordPress import writes redirects; docs/redirects.md). */
export { normaliseFrom } from './address.mjs'
