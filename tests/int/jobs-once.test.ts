import { jobsOnceSuite } from './jobs-once-suite'

jobsOnceSuite('sqlite')
