import { COUNTER_IDS, COUNTERS, FINDERS } from '@nqueens/core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { edgeMaxN, MAX_VERIFY_N } from '../../functions/src/budget/edge-caps.ts'
import { bundleWorkerApp, CPU_MS, measureRequestCpu, WRANGLER, type App } from './worker-cpu.ts'

/**
 * The proof that no request can hit the Worker's CPU limit. `wrangler dev` does not enforce
 * `[limits] cpu_ms`, so this runs each route's worst case at the largest budget in Node, through
 * the whole app (`app.request`, body read to the end), and measures CPU time with
 * process.cpuUsage. Each must stay under half of cpu_ms: the other half is headroom for a slower
 * machine than this one. Best of 3 after a warm-up run, since the machine is shared.
 * (Measured on the bundled Worker: worker-cpu.ts.)
 */
const VAR_CPU_MS = WRANGLER.vars?.CPU_MS
const NODES_PER_MS = WRANGLER.vars?.NODES_PER_MS

const ENV = {
  ENVIRONMENT: 'test',
  CPU_MS: VAR_CPU_MS,
  NODES_PER_MS,
  CURSOR_SECRET: 'cpu budget test key, long enough',
}
/** Far above any maximum: every budget below is clamped to the largest one allowed. */
const HUGE = '999999999999999'

let app: App
let dispose: () => void

beforeAll(async () => {
  ;({ app, dispose } = await bundleWorkerApp())
}, 60_000)

afterAll(() => dispose())

async function cpuOf(path: string, init?: RequestInit): Promise<{ ms: number; status: number }> {
  return measureRequestCpu(app, ENV, path, { init, runs: 3 })
}

async function expectUnderHalf(path: string, init?: RequestInit): Promise<void> {
  const { ms, status } = await cpuOf(path, init)
  console.log(`${ms.toFixed(1).padStart(6)} ms CPU  ${status}  ${path.slice(0, 90)}`)
  expect(status, path).toBeLessThan(500)
  expect(ms, path).toBeLessThan(CPU_MS / 2)
}

function bigBoard(n: number): string {
  // A full, valid board from the explicit construction is as costly to read as any.
  const evens = Array.from({ length: Math.floor(n / 2) }, (_, i) => 2 * i + 2)
  const odds = Array.from({ length: Math.ceil(n / 2) }, (_, i) => 2 * i + 1)
  return [...evens, ...odds].join(',')
}

describe('CPU per request stays under half of [limits] cpu_ms', () => {
  it('reads the limit from wrangler.toml, mirrored in [vars]', () => {
    expect(CPU_MS).toBeGreaterThan(0)
    expect(Number(VAR_CPU_MS)).toBe(CPU_MS)
    expect(Number(NODES_PER_MS)).toBeGreaterThan(0)
  })

  it('/api/count: every counter at the largest budget, from the start and from a cursor', async () => {
    for (const id of COUNTER_IDS) {
      const n = Math.min(COUNTERS[id]?.maxN ?? 32, 27)
      await expectUnderHalf(`/api/count?n=${n}&algorithm=${id}&budget=${HUGE}`)
    }
    const first = await app.request(`/api/count?n=27&algorithm=bitmask&budget=1000`, {}, ENV)
    const { cursor } = (await first.json()) as { cursor: string }
    await expectUnderHalf(`/api/count?n=27&algorithm=bitmask&budget=${HUGE}&cursor=${cursor}`)
  })

  it('/api/solve: every method at its largest n and budget', async () => {
    for (const finder of Object.values(FINDERS)) {
      if (!finder) continue
      await expectUnderHalf(`/api/solve?n=${edgeMaxN(finder)}&method=${finder.id}&budget=${HUGE}`)
    }
  })

  it('/api/solutions: the largest n and page at the largest budget', async () => {
    await expectUnderHalf(`/api/solutions?n=48&limit=100&budget=${HUGE}`)
    await expectUnderHalf(`/api/solutions?n=12&limit=100&budget=${HUGE}`)
  })

  it('/api/verify: the longest URL, and the largest board POSTed', async () => {
    await expectUnderHalf(`/api/verify?queens=${bigBoard(3000)}`)
    await expectUnderHalf('/api/verify', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ queens: bigBoard(MAX_VERIFY_N) }),
    })
  })

  it('permalinks: the largest drawn solution with its twins, and every recipe at its cap', async () => {
    // 196 = 4 (mod 6), where the even-then-odd board is a solution: all 8 twins get drawn.
    const board = bigBoard(196)
    await expectUnderHalf(`/s/196/${board}`)
    await expectUnderHalf(`/s/196/${board}.svg`)
    await expectUnderHalf(`/s/196/${board}.txt`)
    // n = 10: neighbours list all 724 solutions.
    await expectUnderHalf('/s/10/1,3,6,8,10,5,9,2,4,7')
    for (const finder of Object.values(FINDERS)) {
      if (!finder) continue
      await expectUnderHalf(`/s/${edgeMaxN(finder)}/~${finder.id}:1`)
    }
  })

  it('pages: /api/docs and /api/openapi.json', async () => {
    await expectUnderHalf('/api/docs')
    await expectUnderHalf('/api/openapi.json')
  })
})
