import { describe } from 'vitest'
import { refreshLoopSuite } from './refresh-loop-suite'

// CI provides TEST_POSTGRES_URL (see .ci/run); without a PostgreSQL server this file has nothing to run on.
describe.runIf(Boolean(process.env.TEST_POSTGRES_URL))('the loop refresh call (PostgreSQL)', () =>
  refreshLoopSuite('postgres', 3294),
)
