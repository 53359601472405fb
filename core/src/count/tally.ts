import { InvalidInputError } from '../errors.ts'
import type { CounterId, CountResult } from '../types.ts'

/**
 * Solutions by the size of their orbit under the 8 symmetries of the square, as the classifying
 * counters (`symmetry`, `constellation`) and their split units count them: a canonical board whose
 * orbit has 8 boards adds 1 to c8, and so on (c1 only for n = 1). Totals follow from the classes.
 *
 * @example
 * totalsOf({ c1: 0n, c2: 0n, c4: 1n, c8: 11n }) // { total: 92n, unique: 12n } (n = 8)
 */
export interface Tally {
  c1: bigint
  c2: bigint
  c4: bigint
  c8: bigint
}

export const EMPTY_TALLY: Tally = Object.freeze({ c1: 0n, c2: 0n, c4: 0n, c8: 0n })

/** The sum of two tallies. */
export function addTally(a: Tally, b: Tally): Tally {
  return { c1: a.c1 + b.c1, c2: a.c2 + b.c2, c4: a.c4 + b.c4, c8: a.c8 + b.c8 }
}

/** `addTally` into `sum` itself. */
export function addTallyInto(sum: Tally, add: Tally): void {
  sum.c1 += add.c1
  sum.c2 += add.c2
  sum.c4 += add.c4
  sum.c8 += add.c8
}

/** Total solutions (every board of every orbit) and unique ones (orbits) of a tally. */
export function totalsOf(t: Tally): { total: bigint; unique: bigint } {
  return { total: t.c1 + 2n * t.c2 + 4n * t.c4 + 8n * t.c8, unique: t.c1 + t.c2 + t.c4 + t.c8 }
}

/** A tally as decimal strings, for a cursor. */
export function tallyToJson(t: Tally): Record<string, string> {
  const { total, unique } = totalsOf(t)
  return {
    total: total.toString(),
    unique: unique.toString(),
    c1: t.c1.toString(),
    c2: t.c2.toString(),
    c4: t.c4.toString(),
    c8: t.c8.toString(),
  }
}

/**
 * Reads a tally written by `tallyToJson`, refusing (as `InvalidInputError(parameter, …)`) anything
 * that is not one: missing or non-decimal classes, or totals that do not match them.
 */
export function tallyFromJson(json: unknown, parameter: string): Tally {
  const p = (typeof json === 'object' && json !== null ? json : {}) as Record<string, unknown>
  const read = (key: string): bigint => {
    const v = p[key]
    if (typeof v !== 'string' || !/^\d{1,40}$/.test(v)) {
      throw new InvalidInputError(parameter, `has no valid ${key} in its sums`)
    }
    return BigInt(v)
  }
  const t = { c1: read('c1'), c2: read('c2'), c4: read('c4'), c8: read('c8') }
  const { total, unique } = totalsOf(t)
  if (read('total') !== total || read('unique') !== unique) {
    throw new InvalidInputError(parameter, 'has sums whose totals do not match its classes')
  }
  return t
}

/** A count with its symmetry classes, from the counters that classify (`symmetry`, `constellation`). */
export interface ClassedCountResult extends CountResult {
  /** Solutions by orbit size: c8 + c4 + c2 (+ c1 for n = 1) = unique. */
  classes: Tally
}

/**
 * The result of a classifying count: totals from the classes, plus `sofar` (what a partial count
 * found in a part it has not finished, outside the classes).
 *
 * @example
 * classedResult('symmetry', 8, 'complete', { c1: 0n, c2: 0n, c4: 1n, c8: 11n }, 544) // total 92n, unique 12n
 */
export function classedResult(
  algorithm: CounterId,
  n: number,
  status: 'complete' | 'partial',
  classes: Tally,
  nodes: number,
  cursor?: string,
  sofar?: { total: bigint; unique: bigint },
): ClassedCountResult {
  const { total, unique } = totalsOf(classes)
  const out: ClassedCountResult = {
    algorithm,
    n,
    status,
    total: total + (sofar?.total ?? 0n),
    unique: unique + (sofar?.unique ?? 0n),
    nodes,
    classes,
  }
  if (cursor !== undefined) out.cursor = cursor
  return out
}
