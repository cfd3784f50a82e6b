import { loopQuerySuite } from './loop-query-suite'

loopQuerySuite('sqlite')
