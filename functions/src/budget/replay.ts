/**
 * Nodes a resumed search must redo before it goes on. Local-search cursors past core's snapshot
 * size (and every min-conflicts cursor) hold only `{ seed, moves }`, and resuming replays the walk
 * from the seed: a request resumed after k steps costs k steps again. The Worker counts that
 * replay against the request's budget, so a long chain of cursors cannot outgrow the CPU limit.
 */
export function replayCost(state: unknown): number {
  if (typeof state !== 'object' || state === null) return 0
  const { moves, snapshot } = state as { moves?: unknown; snapshot?: unknown }
  return typeof moves === 'number' && Number.isFinite(moves) && snapshot === undefined ? moves : 0
}
