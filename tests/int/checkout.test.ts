import { checkoutSuite } from './checkout-suite'

checkoutSuite('sqlite')
