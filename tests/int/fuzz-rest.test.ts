import { fuzzRestSuite } from './fuzz-rest-suite'

fuzzRestSuite('sqlite')
