import { walletPaymentSuite } from './wallet-payment-suite'

walletPaymentSuite('sqlite')
