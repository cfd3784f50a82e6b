import { atomicWritesSuite } from './atomic-writes-suite'

atomicWritesSuite('sqlite')
