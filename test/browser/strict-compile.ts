import { spawnSync } from 'node:child_process'
import { writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { expect } from 'vitest'

/**
 * @module
 * How the generated-client tests compile what a generator wrote, as its users would: under
 * `strict`, for Node's ES modules, with the DOM's types and nothing else (no @types/node), by the
 * repository's tsc, into `out/`.
 */

const ROOT = resolve(import.meta.dirname, '../..')

/** Writes `dir/tsconfig.json` for the files `include` names (some generators read it). */
export function writeStrictTsconfig(dir: string, include: string[]): void {
  const tsconfig = {
    compilerOptions: {
      strict: true,
      target: 'es2022',
      module: 'nodenext',
      moduleResolution: 'nodenext',
      // A client that imports its own files as `.ts` (kubb's) compiles to `.js` imports.
      rewriteRelativeImportExtensions: true,
      lib: ['es2022', 'dom', 'dom.iterable'],
      types: [],
      outDir: 'out',
    },
    include,
  }
  writeFileSync(join(dir, 'tsconfig.json'), JSON.stringify(tsconfig))
}

/** Compiles `dir` by its tsconfig.json; fails the test with tsc's output when it does not. */
export function compileStrict(dir: string): void {
  const tsc = spawnSync(join(ROOT, 'node_modules/.bin/tsc'), ['-p', dir], { encoding: 'utf8' })
  expect(tsc.status, `tsc -p ${dir}\n${tsc.stdout}${tsc.stderr}`).toBe(0)
}
