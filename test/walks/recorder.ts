/**
 * @module
 * What a traced build's `__walk` calls record (instrument.ts), as a reader meets the walk: the
 * files in the order the work first reaches them, each with every function of it that ran, and
 * the files the work comes back to after leaving them for another. Imported first by the traced
 * Worker (walk-worker.ts), so that it is in place before any traced module runs; it records only
 * after `startWalk`.
 */

/** A file of the walk, first reached at its place in the order, with the functions that ran. */
export interface FileRead {
  file: string
  functions: string[]
}

export interface ReadingOrder {
  files: FileRead[]
  /** The files the work re-enters after leaving them for another file. */
  returnedTo: string[]
}

/** Each file reached, in first-reached order (a Map keeps it), with its functions that ran. */
let files = new Map<string, Set<string>>()
let returnedTo = new Set<string>()
let current: { file: string; functions: Set<string> } | undefined
let recording = false

function walk(file: string, name: string): void {
  if (!recording) return
  if (current?.file !== file) {
    const known = files.get(file)
    if (known) returnedTo.add(file)
    current = { file, functions: known ?? new Set() }
    files.set(file, current.functions)
  }
  current.functions.add(name)
}

Object.assign(globalThis, { __walk: walk })

/** Forgets what was recorded and records from now on. */
export function startWalk(): void {
  files = new Map()
  returnedTo = new Set()
  current = undefined
  recording = true
}

/** What was recorded since `startWalk`, as plain data. */
export function readWalk(): ReadingOrder {
  return {
    files: [...files].map(([file, functions]) => ({ file, functions: [...functions] })),
    returnedTo: [...returnedTo],
  }
}
