import { clickRollUpSuite } from './click-roll-up-suite'

clickRollUpSuite('sqlite')
