import { describe } from 'vitest'
import { analyticsCollectSuite } from './analytics-collect-suite'

// CI provides TEST_POSTGRES_URL (see .ci/run); without a PostgreSQL server this file has nothing to run on.
describe.runIf(Boolean(process.env.TEST_POSTGRES_URL))('PostgreSQL', () => analyticsCollectSuite('postgres'))
