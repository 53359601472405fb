import { KNOWN_SOURCE, type KnownCount } from '@nqueens/core'

/** The answer for a count taken from the OEIS table, labelled as such. */
export function knownAnswer(known: KnownCount, algorithm: string, budget: number) {
  return {
    n: known.n,
    algorithm,
    status: 'complete' as const,
    source: 'known' as const,
    total: known.total.toString(),
    unique: known.unique.toString(),
    nodes: 0,
    reference: `${KNOWN_SOURCE.total}; unique: ${KNOWN_SOURCE.unique}`,
    note:
      `Counting n = ${known.n} takes more than one request's ${budget} nodes, so this is the ` +
      'published value. Add compute=true (or a budget) to count it here, one cursor step at a time.',
  }
}
