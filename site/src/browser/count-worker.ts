import { defaultEngine, getSplit, useLanes } from '@nqueens/core'
import lanesUrl from '@nqueens/core/lanes.wasm?url'

/**
 * One of the visitor's cores, counting units of core's split count. The page sends a batch
 * `{ n, ids }` and gets each unit's counts back as it completes, not in the order sent:
 * `{ id, total, unique, firstRow, residues, nodes, engine }` (counts as bigints, which a message
 * carries exactly), for the page to combine with core's `combineUnits`. The units of a
 * batch run together on core's engine: the lanes, compiled here from the same `lanes.wasm` the
 * CLI and the Worker run, where this browser compiles WebAssembly; the walk otherwise.
 */
const split = getSplit('constellation')

// The page's Content-Security-Policy allows WebAssembly ('wasm-unsafe-eval'), nothing else.
const ready = fetch(lanesUrl)
  .then((response) => response.arrayBuffer())
  .then((bytes) => WebAssembly.compile(bytes))
  .then(useLanes)
  .catch((error: unknown) => console.warn('counting on the walk: the lanes did not load', error))

self.onmessage = async (event: MessageEvent<{ n: number; ids: number[] }>) => {
  await ready
  const { n, ids } = event.data
  const engine = defaultEngine(n)
  let next = 0
  split.countMany(
    n,
    () => (next < ids.length ? { id: ids[next++] } : undefined),
    ({ id }, { total, unique, firstRow, residues, nodes }) =>
      self.postMessage({ id, total, unique, firstRow, residues, nodes, engine }),
  )
}
