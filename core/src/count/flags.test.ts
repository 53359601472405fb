import { runCounterSuite } from './counter.case.test.ts'
import { flags } from './flags.ts'
runCounterSuite(flags, { maxQuickN: 11 })
