import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { beforeAll, describe, expect, test } from 'vitest'
import { compareWalk, filesNamed, parseWalk } from '../walks/doc-walk.ts'
import { instrument } from '../walks/instrument.ts'
import type { ReadingOrder } from '../walks/recorder.ts'
import { walkCount, walkJob } from '../walks/walks.ts'

// docs/architecture.md's two walks held to the code: each request runs on the Worker built with
// every function of ours traced, in workerd with wrangler.toml's Durable Object and queues, and
// the files it reaches, in order, must be the doc's stops (test/walks/doc-walk.ts says how a
// stop is written). A change that moves the path fails here until the doc moves too.

const ROOT = fileURLToPath(new URL('../../', import.meta.url))
const DOC = readFileSync(new URL('../../docs/architecture.md', import.meta.url), 'utf8')
const COUNT = 'GET /api/count?n=16'
const JOB = 'One job unit'

let count: ReadingOrder
let job: ReadingOrder
beforeAll(async () => {
  count = await walkCount()
  job = await walkJob()
}, 180_000)

describe('docs/architecture.md walks', () => {
  test(`${COUNT} is walked as it runs`, () => {
    expect(compareWalk(parseWalk(DOC, COUNT), count, ROOT)).toEqual([])
  })

  test('one job unit is walked as it runs', () => {
    expect(compareWalk(parseWalk(DOC, JOB), job, ROOT)).toEqual([])
  })

  test('every file the walks name is there', () => {
    const named = filesNamed(DOC)
    expect(named.length).toBeGreaterThan(60)
    expect(named.filter((file) => !existsSync(join(ROOT, file)))).toEqual([])
  })

  test("the count walk names every path of wrangler.toml's run_worker_first, and no other", () => {
    const toml = readFileSync(new URL('../../wrangler.toml', import.meta.url), 'utf8')
    const list = /^run_worker_first = \[([^\]]*)\]/m.exec(toml)![1]
    const paths = [...list.matchAll(/"([^"]+)"/g)].map((m) => m[1])
    const sentence = DOC.split('\n\n').find((paragraph) => paragraph.includes('run_worker_first'))!
    const named = [...sentence.matchAll(/`(\/[^`]*)`/g)].map((m) => m[1])
    expect(named.sort()).toEqual(paths.sort())
  })
})

describe('a walk that drifts from the code fails', () => {
  const planted = (from: string, to: string) => {
    expect(DOC).toContain(from)
    return compareWalk(parseWalk(DOC.replace(from, to), COUNT), count, ROOT)
  }

  test('a stop out of order', () => {
    const problems = planted('**`lib/limits/case-limit.ts`**', '**`lib/budget/count-nodes.ts`**')
    expect(problems.join('\n')).toMatch(
      /stop \d+ reads functions\/src\/lib\/budget\/count-nodes.ts/,
    )
  })

  test('a function that does not run where the stop says', () => {
    const problems = planted('`validateCaseN()`', '`validateN()`')
    expect(problems.join('\n')).toMatch(
      /stop \d+: validateN\(\) runs in none of the files read so far/,
    )
  })

  test('a file named that this request never runs', () => {
    const problems = planted('`openStep()`', '`openStep()` (with `lib/cursors/sign.ts`)')
    expect(problems.join('\n')).toMatch(/mentions functions\/src\/lib\/cursors\/sign.ts/)
  })

  test('counts that are not the counts recorded', () => {
    const said = /reads\s+\d+\s+files\s+and\s+comes\s+back\s+to\s+\d+\s+of\s+them/.exec(DOC)![0]
    const problems = planted(said, 'reads 38 files and comes back to 18 of them')
    expect(problems.join('\n')).toMatch(/the walk reads \d+ files and comes back to \d+ of them/)
  })
})

test('the traced build enters every function of ours, concise arrows too', () => {
  const source = 'class A {\n  m() {\n    return 1\n  }\n}\nconst f = (x: number) => ({ x })\n'
  const traced = instrument('core/src/a.ts', source)
  expect(traced).toContain(`m() { __walk("core/src/a.ts", "m");`)
  expect(traced).toContain(`=> { __walk("core/src/a.ts", "f"); return (({ x })) }`)
})
