import {
  COMPLETIONS_MAX_N,
  COUNTER_IDS,
  getCounter,
  getFinder,
  verifyPlacement,
  type CounterId,
} from '@nqueens/core'
import { finderMaxN } from '../../functions/src/lib/limits/finders.ts'
import { boardMaxN, readPolicy } from '../../functions/src/lib/budget/policy.ts'
import { describe, expect, it } from 'vitest'
import { useBundledApp, CPU_MS, HUGE, measureRequestCpu, TEST_ENV } from './worker-cpu.ts'

/**
 * Worst cases stay bounded: completion instances built to leave a deep, fruitless search, the
 * largest n each counter accepts, and the largest budget. Each must stop within its node budget
 * and well under the CPU limit. Measured as test/node/cpu-budget.test.ts does (it covers every
 * method at its cap on empty boards; this adds the adversarial boards): the Worker bundled by
 * esbuild as wrangler bundles it, whole requests through `app.request`, CPU by process.cpuUsage,
 * best of 3 after a warm-up, under the allowance `[vars] CPU_MS`.
 */
const RUNS = 3
const POLICY = readPolicy(TEST_ENV)

/** Dozens of requests of up to a second each, three times over, on a shared machine. */
const LONG = 300_000

const app = useBundledApp()

async function measure(path: string): Promise<{ ms: number; status: number; body: any }> {
  const { ms, status, text } = await measureRequestCpu(app(), TEST_ENV, path, { runs: RUNS })
  console.log(
    `${ms.toFixed(1).padStart(7)} ms CPU ${((ms / CPU_MS) * 100).toFixed(0).padStart(3)}%  ${status}  ${path.slice(0, 90)}`,
  )
  return { ms, status, body: JSON.parse(text) }
}

/**
 * An n-board that cannot be completed, though nothing near the top shows it: queens in the bottom
 * ⌈n/2⌉ rows, none in column 1, placed so that each square of column 1 in the empty top rows lies
 * on one of their diagonals. Column 1 then has no free square, so no completion exists, but a
 * row-by-row search (`first`, `enumerate`) only finds out after trying the top rows every way
 * they fit. Queen at row r, column c covers column 1 at row r − c (the queens' main diagonals
 * are then distinct by construction; columns and anti-diagonals are kept distinct by search).
 */
function hiddenDeadColumn(n: number): Int32Array {
  const top = Math.floor(n / 2)
  const board = new Int32Array(n).fill(-1)
  const usedCols = new Set<number>()
  const usedAnti = new Set<number>()
  const usedTargets = new Set<number>()
  const place = (row: number): boolean => {
    if (row === n) return true
    // Rows past the targets needed take any safe column, as long as they attack nothing placed.
    for (let col = 1; col < n; col++) {
      const target = row - col
      const needed = target >= 0 && target < top && !usedTargets.has(target)
      const spare = usedTargets.size === top && !usedDiagonal(board, row, col)
      if (!needed && !spare) continue
      if (usedCols.has(col) || usedAnti.has(row + col)) continue
      board[row] = col
      usedCols.add(col)
      usedAnti.add(row + col)
      if (needed) usedTargets.add(target)
      if (place(row + 1)) return true
      board[row] = -1
      usedCols.delete(col)
      usedAnti.delete(row + col)
      if (needed) usedTargets.delete(target)
    }
    return false
  }
  if (!place(n - Math.ceil(n / 2))) throw new Error(`no hidden dead column for n = ${n}`)
  return board
}

function usedDiagonal(board: Int32Array, row: number, col: number): boolean {
  for (let r = 0; r < board.length; r++)
    if (board[r] >= 0 && r - board[r] === row - col) return true
  return false
}

/**
 * The largest budget, as the answer reports it (`budget.max`, from the CPU limit and the measured
 * speed): the huge budget asked for must have been clamped to it.
 */
function largestBudget(body: any): number {
  expect(body.budget).toMatchObject({ clamped: true })
  expect(body.budget.budget).toBe(body.budget.max)
  return body.budget.max
}

function notation(board: Int32Array): string {
  return Array.from(board, (col) => col + 1).join(',')
}

const SIZES = [20, 24, 28, 32]

describe('worst cases stay within their node budget and under CPU_MS', { timeout: LONG }, () => {
  it('the hidden-dead-column boards are legal and truly unsatisfiable', () => {
    for (const n of SIZES) {
      const board = hiddenDeadColumn(n)
      expect(verifyPlacement(board).conflicts).toEqual([])
      // Every square of column 1 in an empty row is attacked: no queen can ever stand there.
      for (let row = 0; row < n; row++) {
        if (board[row] >= 0) continue
        const attacked = Array.from(board).some(
          (col, r) => col >= 0 && Math.abs(r - row) === Math.abs(col - 0),
        )
        expect(attacked, `n = ${n}, row ${row + 1}`).toBe(true)
      }
    }
  })

  it('completion by `first` and `mrv` on hidden dead columns, n = 20..32, at the largest budget', async () => {
    for (const n of SIZES) {
      const queens = notation(hiddenDeadColumn(n))
      for (const method of ['first', 'mrv']) {
        // Each method takes an n only as far as it finishes an empty board in one request.
        if (n > finderMaxN(POLICY, getFinder(method))) continue
        const { ms, status, body } = await measure(
          `/api/solve?n=${n}&queens=${queens}&method=${method}&budget=${HUGE}`,
        )
        expect(status).toBe(200)
        // Never a solution; mrv proves it, first runs out of nodes (or proves it, if fast enough).
        expect(['unsatisfiable', 'partial']).toContain(body.status)
        expect(body.nodes).toBeLessThanOrEqual(largestBudget(body))
        expect(ms).toBeLessThan(CPU_MS)
        if (body.status === 'partial') {
          // Resuming is bounded the same way.
          const next = await measure(
            `/api/solve?n=${n}&queens=${queens}&method=${method}&budget=${HUGE}&cursor=${body.cursor}`,
          )
          expect(next.body.nodes).toBeLessThanOrEqual(largestBudget(next.body))
          expect(next.ms).toBeLessThan(CPU_MS)
        }
      }
    }
  })

  it('listing solutions of a hidden dead column (enumerate), n = 20..32', async () => {
    for (const n of SIZES) {
      if (n > finderMaxN(POLICY, getFinder('enumerate'))) continue
      const queens = notation(hiddenDeadColumn(n))
      const { ms, status, body } = await measure(
        `/api/solutions?n=${n}&queens=${queens}&limit=100&budget=${HUGE}`,
      )
      expect(status).toBe(200)
      expect(body.solutions).toEqual([])
      expect(body.nodes).toBeLessThanOrEqual(largestBudget(body))
      expect(ms).toBeLessThan(CPU_MS)
    }
  })

  it('every counter at the largest n it accepts, asked to compute at the largest budget', async () => {
    for (const id of COUNTER_IDS as readonly CounterId[]) {
      const n = getCounter(id).maxN
      const { ms, status, body } = await measure(
        `/api/count?n=${n}&algorithm=${id}&budget=${HUGE}&compute=true`,
      )
      expect(status, id).toBe(200)
      expect(body.nodes, id).toBeLessThanOrEqual(largestBudget(body))
      expect(ms, id).toBeLessThan(CPU_MS)
    }
  })

  it('counted completions: hidden dead columns n = 20..32 and the largest n, resumed too', async () => {
    const largest = Math.min(COMPLETIONS_MAX_N, boardMaxN(POLICY))
    const one = new Int32Array(largest).fill(-1)
    one[0] = 0
    for (const board of [...SIZES.map(hiddenDeadColumn), one]) {
      const path = `/api/count?queens=${notation(board)}&budget=${HUGE}`
      const first = await measure(path)
      expect(first.status, path).toBe(200)
      expect(first.body).toMatchObject({ algorithm: 'completions', n: board.length })
      expect(first.body.nodes).toBeLessThanOrEqual(largestBudget(first.body))
      expect(first.ms).toBeLessThan(CPU_MS)
      // A dead column is never completed; the largest board runs out of nodes and goes on.
      if (board !== one) expect(['complete', 'partial']).toContain(first.body.status)
      if (first.body.status === 'complete') expect(first.body.total).toBe('0')
      else {
        const next = await measure(`${path}&cursor=${first.body.cursor}`)
        expect(next.body.nodes).toBeLessThanOrEqual(largestBudget(next.body))
        expect(next.ms).toBeLessThan(CPU_MS)
      }
    }
  })
})
