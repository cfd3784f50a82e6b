import { cartSuite } from './cart-suite'

cartSuite('sqlite')
