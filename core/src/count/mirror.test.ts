import { runCounterSuite } from './counter.case.test.ts'
import { mirror } from './mirror.ts'
runCounterSuite(mirror, { maxQuickN: 13 })
