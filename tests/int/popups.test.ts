import { popupsSuite } from './popups-suite'

popupsSuite('sqlite')
