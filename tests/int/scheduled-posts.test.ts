import { scheduledPostsSuite } from './scheduled-posts-suite'

scheduledPostsSuite('sqlite')
