import { decodeCursor, encodeCursor } from '../cursor.ts'
import { InvalidInputError } from '../errors.ts'
import type { Counter, CountOptions, CountResult } from '../types.ts'
import { validateBudget, validateN } from '../validate.ts'

/**
 * brute-force: generate every one of the n^n boards with one queen per row, then test each
 * (Nクイーン 前編, the first program there). It shows why search needs pruning: n = 8 tests
 * 16,777,216 boards to find 92 solutions.
 *
 * `board[row]` is the column of that row's queen. The boards are generated like an odometer: the
 * last row's column turns fastest, and carries into the row above when it passes n - 1.
 * Example, n = 4: [0, 0, 0, 3] → [0, 0, 1, 0] → … → [3, 3, 3, 3], the last of 256.
 * A node is one generated board, tested in full; the cursor's state is the next board to test.
 */
export const bruteForce: Counter = {
  id: 'brute-force',
  // n^n boards: each n multiplies them by more than n. 000's exercise asks how long 10×10 takes,
  // and the benchmark answers it with one run (its time is in charts/src/benchmark.json); past
  // that, a run would take longer than any here should.
  maxN: 10,
  countsUnique: false,
  count: countByBruteForce,
}

function countByBruteForce(n: number, options?: CountOptions): CountResult {
  validateN(n, bruteForce.maxN)
  const budget = validateBudget(options?.budget)
  const onProgress = options?.onProgress
  const board = new Int32Array(n)
  let total = options?.cursor === undefined ? 0n : openBoard(n, options.cursor, board)
  const last = n - 1
  let nodes = 0
  let found = 0
  for (;;) {
    if (nodes === budget) {
      total += BigInt(found)
      const sums = { total: total.toString() }
      const state = [...board]
      const cursor = encodeCursor({ kind: 'count', algorithm: bruteForce.id, n, state, sums })
      const fraction = odometerFraction(board, n)
      return { algorithm: bruteForce.id, n, status: 'partial', total, nodes, cursor, fraction }
    }
    nodes++
    if (isSolution(board, n)) found++
    // Turn the odometer: the last row moves on, each row that passes n - 1 carries upward.
    let row = last
    while (row >= 0 && ++board[row] === n) board[row--] = 0
    if (row <= 0) {
      if (row < 0) break
      onProgress?.(board[0] / n)
    }
  }
  onProgress?.(1)
  return { algorithm: bruteForce.id, n, status: 'complete', total: total + BigInt(found), nodes }
}

/**
 * The share of the n^n boards before `board` in the odometer's order: exact, as every board costs
 * one node.
 */
function odometerFraction(board: Int32Array, n: number): number {
  let fraction = 0
  for (let row = n - 1; row >= 0; row--) fraction = (fraction + board[row]) / n
  return fraction
}

/** Whether no two queens share a column or a diagonal (rows differ by construction). */
function isSolution(board: Int32Array, n: number): boolean {
  for (let r2 = 1; r2 < n; r2++) {
    const c2 = board[r2]
    for (let r1 = 0; r1 < r2; r1++) {
      const c1 = board[r1]
      // Same column, or as many columns apart as rows apart: a diagonal.
      if (c1 === c2 || c1 - c2 === r2 - r1 || c2 - c1 === r2 - r1) return false
    }
  }
  return true
}

/** Reads the next board to test from a cursor into `board`; returns the total so far. */
function openBoard(n: number, cursor: string, board: Int32Array): bigint {
  const { state, sums } = decodeCursor(cursor, { kind: 'count', algorithm: bruteForce.id, n })
  const total = sums?.total
  if (typeof total !== 'string' || !/^\d{1,40}$/.test(total)) {
    throw new InvalidInputError('cursor', 'has no valid sums (the total so far)')
  }
  if (
    !Array.isArray(state) ||
    state.length !== n ||
    !state.every((c) => Number.isInteger(c) && c >= 0 && c < n)
  ) {
    throw new InvalidInputError('cursor', `has a state that is not a board for n = ${n}`)
  }
  board.set(state)
  return BigInt(total)
}
