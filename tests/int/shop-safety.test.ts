import { shopSafetySuite } from './shop-safety-suite'

shopSafetySuite('sqlite')
