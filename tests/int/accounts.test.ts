import { accountsSuite } from './accounts-suite'

accountsSuite('sqlite')
