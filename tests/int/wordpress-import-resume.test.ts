import { wordpressImportResumeSuite } from './wordpress-import-resume-suite'

wordpressImportResumeSuite('sqlite')
