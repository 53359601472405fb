import { runCounterSuite } from './counter.case.test.ts'
import { bitmask } from './bitmask.ts'
runCounterSuite(bitmask, { maxQuickN: 13 })
