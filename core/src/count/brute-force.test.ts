import { runCounterSuite } from './counter.case.test.ts'
import { bruteForce } from './brute-force.ts'
runCounterSuite(bruteForce, { maxQuickN: 7 })
