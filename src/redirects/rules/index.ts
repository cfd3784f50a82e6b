/** The redirects slice's door for other slices (the WordPress import writes redirects; docs/redirects.md). */
export { normaliseFrom, normaliseTo } from './address.mjs'
export { REDIRECTS_TAG } from './redirect-map.mjs'
