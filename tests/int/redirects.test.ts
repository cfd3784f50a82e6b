import { redirectsSuite } from './redirects-suite'

redirectsSuite('sqlite')
