import { consentSuite } from './consent-suite'

consentSuite('sqlite')
