import { runFinderSuite } from './finder.case.test.ts'
import { mrv } from './mrv.ts'

runFinderSuite(mrv, { maxTestN: 10 })
