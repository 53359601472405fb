import { readdirSync, readFileSync, statSync } from 'node:fs'
import { dirname, join, normalize, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'

/**
 * Holds functions/src to the drawing in docs/worker-layout.md: the folders drawn are the folders
 * there, and every import of a source file goes to its own folder or to a line drawn below its
 * own. Test files are left out: a test may reach whatever it tests.
 */

const root = join(dirname(fileURLToPath(import.meta.url)), '../..')
const SRC = 'functions/src'

/** One line of the drawing: top files, the resources, or one layer of lib folders. */
interface Line {
  kind: 'top' | 'resources' | 'lib'
  names: string[]
}

function readDrawing(markdown: string): Line[] {
  const block = /```layout\n([\s\S]*?)```/.exec(markdown)?.[1]
  if (!block) throw new Error('docs/worker-layout.md has no ```layout block')
  const [head, ...rest] = block.trim().split('\n')
  if (head.trim() !== `${SRC.split('/')[1]}/` && head.trim() !== `${SRC}/`) {
    throw new Error(`the drawing starts with ${head}, not ${SRC}/`)
  }
  return rest.map((text) => {
    const [first, ...names] = text.trim().split(/\s+/)
    if (first === 'resources/' || first === 'lib/') {
      return { kind: first.slice(0, -1) as Line['kind'], names }
    }
    return { kind: 'top', names: [first, ...names] }
  })
}

/** Where a path under functions/src sits in the drawing: its line and its folder (or file). */
function place(path: string, drawing: Line[]): { line: number; unit: string } | undefined {
  const parts = path.split('/')
  if (parts.length === 1) {
    const line = drawing.findIndex((l) => l.kind === 'top' && l.names.includes(parts[0]))
    return line < 0 ? undefined : { line, unit: parts[0] }
  }
  const kind = parts[0]
  const line = drawing.findIndex((l) => l.kind === kind && l.names.includes(parts[1]))
  return line < 0 ? undefined : { line, unit: `${kind}/${parts[1]}` }
}

/** Every problem with a tree (paths under functions/src, each with its source) and a drawing. */
export function layoutViolations(files: Map<string, string>, drawing: Line[]): string[] {
  const problems: string[] = []
  const drawnFolders = (kind: Line['kind']) =>
    new Set(drawing.filter((l) => l.kind === kind).flatMap((l) => l.names))
  const topFiles = drawnFolders('top')
  const folders = { resources: drawnFolders('resources'), lib: drawnFolders('lib') }
  const seen = { resources: new Set<string>(), lib: new Set<string>() }

  for (const path of files.keys()) {
    const parts = path.split('/')
    if (parts.length === 1) {
      if (!path.includes('.test.') && !topFiles.has(path)) {
        problems.push(`${path} sits at the top but is not drawn`)
      }
      continue
    }
    const kind = parts[0]
    if (kind !== 'resources' && kind !== 'lib') {
      problems.push(`${path} is in ${kind}/, which is not drawn`)
      continue
    }
    if (parts.length === 2) {
      problems.push(`${path} sits loose in ${kind}/`)
      continue
    }
    seen[kind].add(parts[1])
    if (!folders[kind].has(parts[1])) problems.push(`${kind}/${parts[1]}/ is not drawn`)
  }
  for (const name of topFiles) {
    if (!files.has(name)) problems.push(`${name} is drawn but does not exist`)
  }
  for (const kind of ['resources', 'lib'] as const) {
    for (const name of folders[kind]) {
      if (!seen[kind].has(name)) problems.push(`${kind}/${name}/ is drawn but does not exist`)
    }
  }

  for (const [path, source] of files) {
    if (path.includes('.test.')) continue
    const from = place(path, drawing)
    if (!from) continue
    for (const { fileName } of ts.preProcessFile(source, true, true).importedFiles) {
      if (!fileName.startsWith('.')) continue
      const target = normalize(join(dirname(path), fileName)).split('?')[0]
      if (target.startsWith('..')) {
        problems.push(`${path} imports ${fileName}, outside ${SRC}`)
        continue
      }
      const to = place(target, drawing)
      if (!to) {
        problems.push(`${path} imports ${target}, which the drawing does not place`)
      } else if (to.unit !== from.unit && to.line <= from.line) {
        problems.push(
          `${path} imports ${target}: ${to.unit} is drawn ${to.line < from.line ? 'above' : 'beside'} ${from.unit}`,
        )
      }
    }
  }
  return problems
}

function readTree(dir: string): Map<string, string> {
  const files = new Map<string, string>()
  const walk = (at: string) => {
    for (const name of readdirSync(at)) {
      const path = join(at, name)
      if (statSync(path).isDirectory()) walk(path)
      else if (name.endsWith('.ts')) files.set(relative(dir, path), readFileSync(path, 'utf8'))
    }
  }
  walk(dir)
  return files
}

describe('the Worker laid out as docs/worker-layout.md draws it', () => {
  const drawing = readDrawing(readFileSync(join(root, 'docs/worker-layout.md'), 'utf8'))

  it('holds every folder and import of functions/src', () => {
    expect(layoutViolations(readTree(join(root, SRC)), drawing)).toEqual([])
  })

  it('draws every resource the issue names and the layers below them', () => {
    const resources = drawing.find((l) => l.kind === 'resources')?.names ?? []
    expect(resources).toEqual(expect.arrayContaining(['count', 'solve', 'solutions', 'verify']))
    expect(resources).toEqual(
      expect.arrayContaining(['boards', 'embeds', 'oembed', 'jobs', 'docs']),
    )
    expect(drawing.at(-1)).toEqual({ kind: 'lib', names: ['http'] })
  })

  it('finds an upward import, a resource reaching into another, and an undrawn folder', () => {
    const tree = new Map([
      ['app.ts', "import { a } from './resources/count/route.ts'"],
      ['index.ts', "import { app } from './app.ts'"],
      ['answer-types.ts', ''],
      ['resources/count/route.ts', "import { b } from '../solve/route.ts'"],
      ['resources/solve/route.ts', "import { c } from '../../lib/http/errors.ts'"],
      ['lib/http/errors.ts', "import { d } from '../schemas/params.ts'"],
      ['lib/schemas/params.ts', "import { e } from '../http/errors.ts'"],
      ['lib/pages/layout.ts', ''],
      ['loose.ts', ''],
    ])
    const small: Line[] = [
      { kind: 'top', names: ['index.ts', 'answer-types.ts'] },
      { kind: 'top', names: ['app.ts'] },
      { kind: 'resources', names: ['count', 'solve'] },
      { kind: 'lib', names: ['schemas'] },
      { kind: 'lib', names: ['http'] },
    ]
    expect(layoutViolations(tree, small)).toEqual([
      'lib/pages/ is not drawn',
      'loose.ts sits at the top but is not drawn',
      'resources/count/route.ts imports resources/solve/route.ts: resources/solve is drawn beside resources/count',
      'lib/http/errors.ts imports lib/schemas/params.ts: lib/schemas is drawn above lib/http',
    ])
  })
})
