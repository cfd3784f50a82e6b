import { analyticsCollectSuite } from './analytics-collect-suite'

analyticsCollectSuite('sqlite')
