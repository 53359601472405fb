import type { Stay } from './recorder.ts'

/**
 * @module
 * A recorded walk as a reader meets it: the files in the order the work first reaches them, each
 * with every function of it that ran, and how many of them the work comes back to after leaving.
 */

/** A file of the walk, first reached at this place in the order, with the functions that ran. */
export interface FileRead {
  file: string
  functions: string[]
}

export interface ReadingOrder {
  files: FileRead[]
  /** The files the work re-enters after leaving them for another file. */
  returnedTo: string[]
}

/**
 * The reading order of a recorded walk.
 *
 * @example
 * readingOrder([
 *   { file: 'a.ts', functions: ['f'] },
 *   { file: 'b.ts', functions: ['g'] },
 *   { file: 'a.ts', functions: ['h'] },
 * ])
 * // { files: [{ file: 'a.ts', functions: ['f', 'h'] }, { file: 'b.ts', functions: ['g'] }],
 * //   returnedTo: ['a.ts'] }
 */
export function readingOrder(stays: readonly Stay[]): ReadingOrder {
  const files = new Map<string, Set<string>>()
  const returnedTo = new Set<string>()
  for (const { file, functions } of stays) {
    const known = files.get(file)
    if (known) returnedTo.add(file)
    const names = known ?? new Set<string>()
    for (const name of functions) names.add(name)
    files.set(file, names)
  }
  return {
    files: [...files].map(([file, names]) => ({ file, functions: [...names] })),
    returnedTo: [...returnedTo],
  }
}
