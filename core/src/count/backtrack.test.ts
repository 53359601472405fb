import { runCounterSuite } from './counter.case.test.ts'
import { backtrack } from './backtrack.ts'
runCounterSuite(backtrack, { maxQuickN: 11 })
