import { getSplit, laneCounter } from '@nqueens/core'

/**
 * One of the visitor's cores, counting units of core's split count. The page sends a batch
 * `{ n, ids }` and gets `{ id, total, unique, nodes, lanes }` back for each unit as it completes,
 * not in the order sent (counts as decimal strings: they pass 2^53 at large n). The units of a
 * batch run together on core's WebAssembly lanes where this browser compiles them (`lanes` says
 * whether it did), one by one otherwise.
 */
const split = getSplit('constellation')

self.onmessage = (event: MessageEvent<{ n: number; ids: number[] }>) => {
  const { n, ids } = event.data
  const lanes = laneCounter() !== undefined
  let next = 0
  split.countAll!(
    n,
    () => ids[next++],
    (id, result) =>
      self.postMessage({
        id,
        total: result.total.toString(),
        unique: result.unique.toString(),
        nodes: result.nodes,
        lanes,
      }),
  )
}
