import { COUNTER_IDS, encodeRuns, FINDERS, getCounter, getFinder } from '@nqueens/core'
import { describe, expect, it } from 'vitest'
import { finderMaxN } from '../../functions/src/lib/limits/finders.ts'
import { boardMaxN, readPolicy } from '../../functions/src/lib/budget/policy.ts'
import { useBundledApp, CPU_MS, HUGE, measureRequestCpu, TEST_ENV, WRANGLER } from './worker-cpu.ts'
import { MAX_QUEENS_IN_URL } from '../../functions/src/lib/http/limits.ts'

/**
 * The proof that no request reaches the CPU one request may spend (`[vars] CPU_MS`). Each route's
 * worst case runs at the largest budget in Node, through the whole app (`app.request`, body read
 * to the end), timed with process.cpuUsage: best of 3 after a warm-up run, since the machine is
 * shared. The policy plans searches at half the allowance, so each line prints its share of it.
 */
const POLICY = readPolicy(TEST_ENV)
const construct = getFinder('construct')

/** Dozens of requests of up to a second each, three times over, on a shared machine. */
const LONG = 300_000

const app = useBundledApp()

async function expectWithinAllowance(path: string, init?: RequestInit): Promise<string> {
  const { ms, status, text } = await measureRequestCpu(app(), TEST_ENV, path, { init, runs: 3 })
  const share = ((ms / CPU_MS) * 100).toFixed(0).padStart(3)
  console.log(`${ms.toFixed(1).padStart(7)} ms CPU ${share}%  ${status}  ${path.slice(0, 90)}`)
  expect(status, path).toBeLessThan(500)
  expect(ms, path).toBeLessThan(CPU_MS)
  return text
}

/** The explicit construction's board for n, in runs: as costly to read as any board. */
function bigBoard(n: number): string {
  return encodeRuns(construct.solve(n).queens!)
}

describe('CPU per request stays under the allowance, [vars] CPU_MS', { timeout: LONG }, () => {
  it('reads the allowances from wrangler.toml, within the platform ceiling', () => {
    const ceiling = Number(WRANGLER.limits?.cpu_ms)
    expect(CPU_MS).toBeGreaterThan(0)
    expect(CPU_MS).toBeLessThanOrEqual(ceiling)
    expect(Number(WRANGLER.vars?.JOB_CPU_MS)).toBeLessThanOrEqual(ceiling)
  })

  it('/api/count: every counter at its largest n, largest budget, from the start and a cursor', async () => {
    for (const id of COUNTER_IDS) {
      const n = Math.min(getCounter(id).maxN, 27)
      await expectWithinAllowance(`/api/count?n=${n}&algorithm=${id}&budget=${HUGE}`)
    }
    const first = await app().request(`/api/count?n=27&algorithm=bitmask&budget=1000`, {}, TEST_ENV)
    const { cursor } = (await first.json()) as { cursor: string }
    await expectWithinAllowance(`/api/count?n=27&algorithm=bitmask&budget=${HUGE}&cursor=${cursor}`)
    // A cursor of the lanes, with branches stopped in the middle: resuming it costs no more.
    const lanes = await app().request(`/api/count?n=27&budget=1000`, {}, TEST_ENV)
    const resume = ((await lanes.json()) as { cursor: string }).cursor
    await expectWithinAllowance(`/api/count?n=27&budget=${HUGE}&cursor=${resume}`)
  })

  it('/api/count?n=16: the default counter counts it whole in one request, on the lanes', async () => {
    const body = JSON.parse(await expectWithinAllowance('/api/count?n=16'))
    expect(body).toMatchObject({ status: 'complete', source: 'computed', total: '14772512' })
    expect(body).toMatchObject({ engine: 'lanes', nodes: 209_210_677 })
  })

  it('/api/solve: every method at the largest n it takes, solved', async () => {
    for (const finder of Object.values(FINDERS)) {
      if (!finder) continue
      const n = finderMaxN(POLICY, finder)
      const text = await expectWithinAllowance(`/api/solve?n=${n}&method=${finder.id}`)
      expect(JSON.parse(text).status, `${finder.id} at n = ${n}`).toBe('solved')
    }
  })

  it('/api/solutions: the largest n and page at the largest budget', async () => {
    const n = finderMaxN(POLICY, getFinder('enumerate'))
    await expectWithinAllowance(`/api/solutions?n=${n}&limit=100&budget=${HUGE}`)
    await expectWithinAllowance(`/api/solutions?n=12&limit=100&budget=${HUGE}`)
  })

  it('/api/verify: the longest URL, and the largest board POSTed', async () => {
    // The largest construction whose comma list a URL takes.
    let size = 2000
    const listOf = (n: number) =>
      construct
        .solve(n)
        .queens!.map((col) => col + 1)
        .join(',')
    while (listOf(size).length > MAX_QUEENS_IN_URL) size -= 10
    const list = listOf(size)
    expect(list.length).toBeGreaterThan(MAX_QUEENS_IN_URL - 60)
    await expectWithinAllowance(`/api/verify?queens=${list}`)
    const largest = boardMaxN(POLICY)
    const text = await expectWithinAllowance('/api/verify', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        queens: construct
          .solve(largest)
          .queens!.map((c) => c + 1)
          .join(','),
      }),
    })
    expect(JSON.parse(text)).toMatchObject({ n: largest, valid: true })
  })

  it('permalinks: the largest drawn solution with its twins, and every recipe at its cap', async () => {
    // 196 = 4 (mod 6), where the even-then-odd board is a solution: all 8 twins get drawn.
    const board = bigBoard(196)
    await expectWithinAllowance(`/s/196/${board}`)
    await expectWithinAllowance(`/s/196/${board}.svg`)
    await expectWithinAllowance(`/s/196/${board}.txt`)
    // n = 10: neighbours list all 724 solutions.
    await expectWithinAllowance('/s/10/1,3,6,8,10,5,9,2,4,7')
    for (const finder of Object.values(FINDERS)) {
      if (!finder) continue
      const n = finderMaxN(POLICY, finder)
      await expectWithinAllowance(`/s/${n}/~${finder.id}:1.txt`)
    }
    await expectWithinAllowance(`/s/${boardMaxN(POLICY)}/~construct`)
  })

  it('pages: /api/docs and /api/openapi.json', async () => {
    await expectWithinAllowance('/api/docs')
    await expectWithinAllowance('/api/openapi.json')
  })
})
