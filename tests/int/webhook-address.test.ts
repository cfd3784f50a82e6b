import { webhookAddressSuite } from './webhook-address-suite'

webhookAddressSuite('sqlite')
