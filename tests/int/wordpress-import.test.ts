import { wordpressImportSuite } from './wordpress-import-suite'

wordpressImportSuite('sqlite')
