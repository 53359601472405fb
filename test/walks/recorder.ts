/**
 * @module
 * What a traced build's `__walk` calls record (instrument.ts): the files the code enters, in
 * order, one entry per stay in a file, with the functions entered during that stay. Imported
 * first by the traced Worker (walk-worker.ts), so that it is in place before any traced module
 * runs; it records only between `startWalk` and `readWalk`.
 */

/** One stay in a file: entered from another file (or the request's start), with its functions. */
export interface Stay {
  file: string
  functions: string[]
}

let stays: { file: string; functions: Set<string> }[] = []
let recording = false

function walk(file: string, name: string): void {
  if (!recording) return
  const last = stays.at(-1)
  if (last?.file === file) last.functions.add(name)
  else stays.push({ file, functions: new Set([name]) })
}

Object.assign(globalThis, { __walk: walk })

/** Forgets what was recorded and records from now on. */
export function startWalk(): void {
  stays = []
  recording = true
}

/** What was recorded since `startWalk`, as plain data. */
export function readWalk(): Stay[] {
  return stays.map(({ file, functions }) => ({ file, functions: [...functions] }))
}
