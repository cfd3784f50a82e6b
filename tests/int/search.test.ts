import { searchSuite } from './search-suite'

searchSuite('sqlite')
