import { cardPaymentSuite } from './card-payment-suite'

cardPaymentSuite('sqlite')
