import { getSplit } from '@nqueens/core'

/**
 * One of the visitor's cores, counting units of core's split count. The page sends
 * `{ n, id }` for each unit it hands out and gets `{ id, total, unique, nodes }` back (counts as
 * decimal strings: they pass 2^53 at large n).
 */
const split = getSplit('constellation')

self.onmessage = (event: MessageEvent<{ n: number; id: number }>) => {
  const { n, id } = event.data
  const result = split.count(n, id)
  self.postMessage({
    id,
    total: result.total.toString(),
    unique: result.unique.toString(),
    nodes: result.nodes,
  })
}
