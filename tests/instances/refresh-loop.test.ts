import { describe } from 'vitest'
import { refreshLoopSuite } from './refresh-loop-suite'

describe('the loop refresh call (SQLite)', () => refreshLoopSuite('sqlite', 3293))
