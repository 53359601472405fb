import { readFileSync } from 'node:fs'
import { relative } from 'node:path'
import type { Plugin } from 'esbuild'
import ts from 'typescript'

/**
 * @module
 * The esbuild plugin that makes a traced build of the Worker: every function of our own sources
 * (functions/src and core/src, tests aside) starts by calling `__walk(file, name)`, so that the
 * bundle reports each function it enters. Library code (Hono, zod) is left as it is.
 *
 * The call is inserted as text at the start of each function body, found with the TypeScript
 * compiler's parser, so that the rest of each file reaches esbuild unchanged: a concise arrow's
 * expression becomes a block that returns it.
 */

/** The folders whose files are traced, relative to the repository root. */
export const TRACED = ['functions/src/', 'core/src/']

/** The global every traced function calls on entry. */
export const WALK_GLOBAL = '__walk'

/** A traced build's plugin: `root` is the repository root that trace paths are relative to. */
export function traceFunctions(root: string): Plugin {
  return {
    name: 'trace-functions',
    setup(build) {
      build.onLoad({ filter: /\.ts$/ }, ({ path }) => {
        const file = relative(root, path)
        if (!TRACED.some((folder) => file.startsWith(folder)) || file.endsWith('.test.ts')) return
        return { contents: instrument(file, readFileSync(path, 'utf8')), loader: 'ts' }
      })
    },
  }
}

/**
 * `source` with a `__walk(file, name)` call at the start of every function body.
 *
 * @example
 * instrument('core/src/a.ts', 'export const twice = (x: number) => 2 * x')
 * // 'export const twice = (x: number) => { __walk("core/src/a.ts", "twice"); return (2 * x) }'
 */
export function instrument(file: string, source: string): string {
  const sourceFile = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true)
  const inserts: { at: number; text: string }[] = []
  const visit = (node: ts.Node): void => {
    if (ts.isFunctionLike(node) && 'body' in node && node.body) {
      const call = `${WALK_GLOBAL}(${JSON.stringify(file)}, ${JSON.stringify(nameOf(node))});`
      const body = node.body as ts.Node
      if (ts.isBlock(body)) {
        inserts.push({ at: body.getStart(sourceFile) + 1, text: ` ${call}` })
      } else {
        inserts.push({ at: body.getStart(sourceFile), text: `{ ${call} return (` })
        inserts.push({ at: body.getEnd(), text: ') }' })
      }
    }
    ts.forEachChild(node, visit)
  }
  visit(sourceFile)
  // From the end, so that each position still points where it did in the source.
  inserts.sort((a, b) => b.at - a.at)
  let text = source
  for (const { at, text: insert } of inserts) text = text.slice(0, at) + insert + text.slice(at)
  return text
}

/** The name a reader calls a function by: its own, or the variable or property holding it. */
function nameOf(node: ts.SignatureDeclaration): string {
  if (ts.isConstructorDeclaration(node)) return 'constructor'
  if (node.name && (ts.isIdentifier(node.name) || ts.isPrivateIdentifier(node.name))) {
    return node.name.text
  }
  const parent = node.parent
  if (ts.isVariableDeclaration(parent) && ts.isIdentifier(parent.name)) return parent.name.text
  if (ts.isPropertyAssignment(parent) && ts.isIdentifier(parent.name)) return parent.name.text
  if (ts.isPropertyDeclaration(parent) && ts.isIdentifier(parent.name)) return parent.name.text
  return '(anonymous)'
}
