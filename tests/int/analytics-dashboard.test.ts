import { analyticsDashboardSuite } from './analytics-dashboard-suite'

analyticsDashboardSuite('sqlite')
