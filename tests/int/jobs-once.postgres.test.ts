import { describe } from 'vitest'
import { jobsOnceSuite } from './jobs-once-suite'

// CI provides TEST_POSTGRES_URL (see .ci/run); without a PostgreSQL server this file has nothing to run on.
describe.runIf(Boolean(process.env.TEST_POSTGRES_URL))('PostgreSQL', () => jobsOnceSuite('postgres'))
