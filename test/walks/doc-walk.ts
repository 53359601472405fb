import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { instrument, WALK_GLOBAL } from './instrument.ts'
import type { ReadingOrder } from './recorder.ts'

/**
 * @module
 * A walk of docs/architecture.md as the test reads it, and what it must agree on with the walk
 * recorded. A walk is a `### ` section; its stops are its numbered items. A stop opens with the
 * files it reads in bold code (`**\`resources/count/route.ts\`**`, several when it groups them),
 * names the functions that run there as `name()` (or refers back to one of an earlier stop), and
 * may mention other files in plain code. Paths are under functions/src/ unless they start with
 * `core/` or `test/`. The section says how many files the walk reads and how many it comes back
 * to, as "reads N files and comes back to M of them".
 */

export interface DocStop {
  /** The stop's number as written. */
  number: number
  /** Its files (the bold ones), as repository paths. */
  files: string[]
  /** The functions it says run, `name()`. */
  functions: string[]
  /** The other files it mentions, as repository paths. */
  mentions: string[]
}

export interface DocWalk {
  stops: DocStop[]
  /** The "reads N files and comes back to M of them" the section says, when it says it. */
  claims?: { files: number; returnedTo: number }
}

/** The walk under the `### ` heading that holds `title`, in the markdown `text`. */
export function parseWalk(text: string, title: string): DocWalk {
  const sections = text.split(/^### /m)
  const section = sections.find((s) => s.split('\n', 1)[0].includes(title))
  if (!section) throw new Error(`no walk titled ${title}`)
  const body = section.split(/^## /m)[0]
  const stops = numberedItems(body).map((item) => {
    const files = [...item.matchAll(/\*\*`([^`]+)`\*\*/g)].map((m) => repositoryPath(m[1]))
    const plain = item.replace(/\*\*`[^`]+`\*\*/g, '')
    return {
      number: Number(/^\d+/.exec(item)![0]),
      files,
      functions: [...plain.matchAll(/`([\w$]+)\(\)`/g)].map((m) => m[1]),
      mentions: [...plain.matchAll(/`([\w./-]+\.(?:ts|json|wat))`/g)].map((m) =>
        repositoryPath(m[1]),
      ),
    }
  })
  const said = /reads\s+(\d+)\s+files\s+and\s+comes\s+back\s+to\s+(\d+)\s+of\s+them/.exec(body)
  const claims = said ? { files: Number(said[1]), returnedTo: Number(said[2]) } : undefined
  return { stops, claims }
}

/** The numbered items of a markdown text: each from its `N. ` to the next unindented line. */
function numberedItems(text: string): string[] {
  const items: string[][] = []
  let item: string[] | undefined
  for (const line of text.split('\n')) {
    if (/^\d+\. /.test(line)) items.push((item = [line]))
    else if (item && (line === '' || line.startsWith(' '))) item.push(line)
    else item = undefined
  }
  return items.map((lines) => lines.join('\n'))
}

/**
 * Every file the walks' section of the markdown `text` names in code, anywhere in it (stops,
 * introductions, notes), as repository paths.
 */
export function filesNamed(text: string): string[] {
  const section = text.split(/^## /m).find((s) => s.startsWith('Two walks'))
  if (!section) throw new Error('no section "Two walks"')
  return [...section.matchAll(/`([\w./-]+\.(?:ts|json|wat))`/g)].map((m) => repositoryPath(m[1]))
}

/** A walk's path as a repository path: under functions/src/ unless it starts with core/ or test/. */
function repositoryPath(path: string): string {
  return /^(core|test)\//.test(path) ? path : `functions/src/${path}`
}

/**
 * Where the doc's walk and the recorded one disagree, one line each (none when they agree): the
 * stops' files must be the files the work reaches, in the order it first reaches them; every
 * function a stop names must have run in one of its files or of the files before them; a file a stop mentions must have run
 * too, unless it holds no function at all (a schema, a table, data); and the counts said must be
 * the counts recorded.
 */
export function compareWalk(doc: DocWalk, recorded: ReadingOrder, root: string): string[] {
  const problems: string[] = []
  const said = doc.stops.flatMap((stop) => stop.files.map((file) => ({ file, stop })))
  const ran = recorded.files.map(({ file }) => file)
  for (let i = 0; i < Math.max(said.length, ran.length); i++) {
    if (said[i]?.file === ran[i]) continue
    const where = said[i] ? `stop ${said[i].stop.number} reads ${said[i].file}` : 'the doc ends'
    problems.push(`file ${i + 1}: ${where}, but the work reaches ${ran[i] ?? 'no more files'}`)
    break
  }
  const reached = new Map(recorded.files.map(({ file, functions }) => [file, functions]))
  // A stop may refer back to a function of a file already read, never ahead.
  const read: string[] = []
  for (const stop of doc.stops) {
    read.push(...stop.files)
    const functions = new Set(read.flatMap((file) => reached.get(file) ?? []))
    for (const name of stop.functions) {
      if (!functions.has(name)) {
        problems.push(`stop ${stop.number}: ${name}() runs in none of the files read so far`)
      }
    }
    for (const file of stop.mentions) {
      if (reached.has(file)) continue
      if (!existsSync(join(root, file))) problems.push(`stop ${stop.number}: ${file} is no file`)
      else if (holdsCode(root, file)) {
        problems.push(`stop ${stop.number}: mentions ${file}, whose code this walk never runs`)
      }
    }
  }
  const counts = { files: recorded.files.length, returnedTo: recorded.returnedTo.length }
  if (doc.claims?.files !== counts.files || doc.claims.returnedTo !== counts.returnedTo) {
    problems.push(
      `the walk reads ${counts.files} files and comes back to ${counts.returnedTo} of them; ` +
        `the doc says ${doc.claims ? `${doc.claims.files} and ${doc.claims.returnedTo}` : 'nothing'}`,
    )
  }
  return problems
}

/** Whether a source file holds any function (what the traced build would report entering). */
function holdsCode(root: string, file: string): boolean {
  if (!file.endsWith('.ts')) return false
  return instrument(file, readFileSync(join(root, file), 'utf8')).includes(`${WALK_GLOBAL}(`)
}
