import { runCounterSuite } from './counter.case.test.ts'
import { parallel } from './parallel.ts'

// On each engine, as constellation: both are the split count's in-order runner.
runCounterSuite(parallel, { maxQuickN: 14, engine: 'lanes' })
runCounterSuite(parallel, { maxQuickN: 14, engine: 'walk' })
