/** The redirects slice's server door for other slices: the WordPress import writes its redirects (docs/redirects.md). */
export { insertRedirects } from './store'
