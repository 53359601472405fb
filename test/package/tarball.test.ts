import { createServer, type Server } from 'node:http'
import {
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import { extname, join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { build } from 'esbuild'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchChromium } from '../browser/chromium.ts'
import { ROOT, run, runReadmeBlock, runTool, said, startUserWranglerDev } from './project.ts'
import { matchesShown, readBlocks } from './readme-examples.ts'

/**
 * @nqueens/core as a stranger gets it: `npm pack -w core`, the tarball installed into an empty
 * project under the temporary directory, and then only what that project can reach. Node with
 * the package's types, the `nqueens` bin, every example of the package's README, a browser page
 * bundled by esbuild, a Worker built by wrangler and run by `wrangler dev`, publint and
 * are-the-types-wrong.
 */

const README = new URL('../../core/README.md', import.meta.url)
const BLOCKS = readBlocks(README)
const PACKS = mkdtempSync(join(tmpdir(), 'nqueens-pack-'))
const PROJECT = mkdtempSync(join(tmpdir(), 'nqueens-user-'))
const INSTALLED = join(PROJECT, 'node_modules/@nqueens/core')
let tarball = ''

beforeAll(async () => {
  // npm pack runs the package's prepack (its build), as a publish would.
  const pack = await run('npm', ['pack', '-w', 'core', '--pack-destination', PACKS], ROOT, {
    ...process.env,
  })
  expect(pack.code, said(pack)).toBe(0)
  const [name] = readdirSync(PACKS).filter((file) => file.endsWith('.tgz'))
  tarball = join(PACKS, name)
  writeFileSync(
    join(PROJECT, 'package.json'),
    JSON.stringify({ name: 'nqueens-user', private: true, type: 'module' }, null, 2),
  )
  // --offline: the package needs nothing but its tarball.
  const install = await run(
    'npm',
    ['install', '--offline', '--no-audit', '--no-fund', tarball],
    PROJECT,
  )
  expect(install.code, said(install)).toBe(0)
  console.log(
    `package: ${name}, ${statSync(tarball).size} bytes; npm install ${Math.round(install.ms)} ms`,
  )
}, 300_000)

afterAll(() => {
  rmSync(PACKS, { recursive: true, force: true })
  rmSync(PROJECT, { recursive: true, force: true })
})

describe('@nqueens/core from its tarball', () => {
  it('holds the build, its README, changelog and license, and none of the sources', () => {
    const files = readdirSync(INSTALLED)
    expect(files.sort()).toEqual([
      'CHANGELOG.md',
      'LICENSE',
      'README.md',
      'bin',
      'dist',
      'package.json',
    ])
    const dist = readdirSync(join(INSTALLED, 'dist'))
    for (const file of ['index.mjs', 'node.mjs', 'workerd.mjs', 'cli.mjs', 'index.d.mts']) {
      expect(dist).toContain(file)
    }
    expect(dist).toContain('constellation-lanes.wasm')
    expect(dist.filter((file) => file.endsWith('.ts') && !file.endsWith('.d.mts'))).toEqual([])
    const json = JSON.parse(readFileSync(join(INSTALLED, 'package.json'), 'utf8'))
    expect(json).toMatchObject({ license: 'MIT', bin: { nqueens: './bin/nqueens.mjs' } })
    expect(json.private).toBeUndefined()
  })

  it('type-checks a user module against its types, per runtime', async () => {
    writeFileSync(
      join(PROJECT, 'check.ts'),
      [
        "import { constellation, countParallel, readQueens, verifyPlacement } from '@nqueens/core'",
        "import type { CountResult, Engine, Verification } from '@nqueens/core'",
        "import { planConstellations } from '@nqueens/core/internal'",
        'const result: CountResult = constellation.count(8, { budget: 1000 })',
        'const total: bigint = result.total',
        'const engine: Engine | undefined = result.engine',
        "const check: Verification = verifyPlacement(readQueens('2413'))",
        'export const parallel: Promise<CountResult> = countParallel(8)',
        'export const plan: number = planConstellations(8).length',
        '// @ts-expect-error: n is a number',
        "constellation.count('8')",
        '// @ts-expect-error: the measurement-only parts are not in the main entry',
        "import { walkSearch } from '@nqueens/core'",
        'export { total, engine, check, walkSearch }',
      ].join('\n') + '\n',
    )
    // A browser bundle's view: the same types without the Node-only countParallel.
    writeFileSync(
      join(PROJECT, 'check-browser.ts'),
      [
        "import { constellation, useLanes, type LanesModule } from '@nqueens/core'",
        'export function start(module: LanesModule): bigint {',
        '  useLanes(module)',
        '  return constellation.count(8).total',
        '}',
        '// @ts-expect-error: threads are Node only',
        "export { countParallel } from '@nqueens/core'",
      ].join('\n') + '\n',
    )
    const options = { strict: true, noEmit: true, lib: ['ES2022'], types: [], skipLibCheck: false }
    const node = { module: 'nodenext', moduleResolution: 'nodenext', ...options }
    const bundler = { module: 'esnext', moduleResolution: 'bundler', ...options }
    writeFileSync(
      join(PROJECT, 'tsconfig.json'),
      JSON.stringify({ compilerOptions: node, files: ['check.ts'] }),
    )
    writeFileSync(
      join(PROJECT, 'tsconfig.browser.json'),
      JSON.stringify({ compilerOptions: bundler, files: ['check-browser.ts'] }),
    )
    for (const project of ['tsconfig.json', 'tsconfig.browser.json']) {
      const tsc = await runTool('typescript', 'tsc', ['-p', project], PROJECT)
      expect(tsc.code, `${project}: ${said(tsc)}`).toBe(0)
    }
  })

  it('runs `npx nqueens count 16` on threads and lanes', async () => {
    const count = await run('npx', ['nqueens', 'count', '16'], PROJECT)
    expect(count.code, said(count)).toBe(0)
    expect(count.stdout).toMatch(/^n = 16: 14,772,512 solutions \(1,846,955 unique\)\n/)
    // On the lanes, with the reason `auto` did not take a GPU where this machine has none.
    expect(count.stdout).toMatch(
      /\nalgorithm parallel on the lanes( \(no GPU for WebGPU: [^\n]+\))?, [\d,]+ nodes, \d+ ms\n/,
    )
    console.log(`npx nqueens count 16: ${Math.round(count.ms)} ms`)
    // The pool's threads run the package's own thread module: asked for two, two count.
    const threads = await run(
      'npx',
      ['nqueens', 'count', '14', '--threads', '2', '--json'],
      PROJECT,
    )
    expect(threads.code, said(threads)).toBe(0)
    expect(JSON.parse(threads.stdout)).toMatchObject({ total: '365596', engine: 'lanes' })
  })

  it('runs `npx nqueens solve 1000000`', async () => {
    const solve = await run('npx', ['nqueens', 'solve', '1000000', '--json'], PROJECT)
    expect(solve.code, said(solve)).toBe(0)
    const answer = JSON.parse(solve.stdout)
    expect(answer).toMatchObject({ n: 1_000_000, status: 'solved', method: 'construct' })
    console.log(`npx nqueens solve 1000000: ${Math.round(solve.ms)} ms`)
    // Checked here, not by the package: one queen per row and column, none sharing a diagonal.
    const columns = answer.queens.split(',').map(Number)
    expect(columns).toHaveLength(1_000_000)
    const seen = [new Set<number>(), new Set<number>(), new Set<number>()]
    for (const [row, column] of columns.entries()) {
      for (const [i, line] of [column, row - column, row + column].entries()) seen[i].add(line)
    }
    expect(seen.map((lines) => lines.size)).toEqual([1_000_000, 1_000_000, 1_000_000])
  })

  it('prints what its README shows, for every Node and command example', async () => {
    // The install line is what beforeAll did, from the tarball instead of the registry.
    const [install, ...runnable] = BLOCKS.filter((b) => b.info === 'js' || b.info === 'sh')
    expect(install.code).toBe('npm install @nqueens/core\n')
    // count, find one, complete, verify, draw; and the command.
    expect(runnable.length).toBeGreaterThanOrEqual(8)
    for (const [i, block] of runnable.entries()) {
      expect(block.output, `README block ${i} has no output shown after it`).toBeDefined()
      const result = await runReadmeBlock(block, i, PROJECT)
      expect(result.code, said(result)).toBe(0)
      expect(matchesShown(result.stdout, block.output!), `${block.code}\n${said(result)}`).toBe(
        true,
      )
    }
  })

  it("counts n = 12 on the lanes in a browser page bundled by esbuild (the README's code)", async () => {
    const [page] = BLOCKS.filter((block) => block.info === 'js browser')
    const www = join(PROJECT, 'www')
    writeFileSync(join(PROJECT, 'page.js'), page.code)
    await build({
      absWorkingDir: PROJECT,
      entryPoints: ['page.js'],
      bundle: true,
      format: 'esm',
      platform: 'browser',
      target: 'es2022',
      loader: { '.wasm': 'file' },
      outdir: www,
      logLevel: 'error',
    })
    const bundle = readFileSync(join(www, 'page.js'), 'utf8')
    expect(bundle).not.toMatch(/["']node:/)
    writeFileSync(
      join(www, 'index.html'),
      '<!doctype html><script type="module" src="page.js"></script>',
    )
    const server = await serve(www)
    const browser = await launchChromium()
    try {
      const tab = await browser.context.newPage()
      const { port } = server.address() as { port: number }
      await tab.goto(`http://127.0.0.1:${port}/`)
      await tab.waitForFunction(() => document.body?.textContent?.includes('solutions'))
      expect(await tab.textContent('body')).toBe('14200 solutions, counted on the lanes')
    } finally {
      await browser.close()
      server.close()
    }
  })

  it("builds a Worker with wrangler that counts on the lanes (the README's code)", async () => {
    const [worker] = BLOCKS.filter((block) => block.info === 'js worker')
    writeFileSync(join(PROJECT, 'worker.js'), worker.code)
    writeFileSync(
      join(PROJECT, 'wrangler.toml'),
      'name = "nqueens-user"\nmain = "worker.js"\ncompatibility_date = "2026-10-23"\n',
    )
    const out = join(PROJECT, 'out')
    const deploy = await runTool(
      'wrangler',
      'wrangler',
      ['deploy', '--dry-run', '--outdir', out],
      PROJECT,
    )
    expect(deploy.code, said(deploy)).toBe(0)
    const files = readdirSync(out)
    const wasm = files.filter((file) => file.endsWith('.wasm'))
    expect(wasm, files.join(', ')).toHaveLength(1)
    const script = files.find((file) => file.endsWith('.js'))!
    const gzipped = gzipSync(readFileSync(join(out, script))).length
    console.log(`Worker: ${script} ${gzipped} bytes gzipped, ${wasm[0]} beside it`)
    // And run, as `wrangler dev` runs it in workerd, where the .wasm is a compiled module.
    const dev = await startUserWranglerDev(PROJECT)
    try {
      const response = await fetch(`${dev.url}/?n=12`)
      expect(response.status).toBe(200)
      expect(await response.json()).toEqual({ n: 12, total: '14200', engine: 'lanes' })
    } finally {
      await dev.stop()
    }
  })

  it('passes publint and are-the-types-wrong', async () => {
    const publint = await runTool('publint', 'publint', ['run', tarball, '--strict'], PROJECT)
    expect(publint.code, said(publint)).toBe(0)
    // ESM only: no CommonJS entry to resolve (node10 and node16's require are not checked). The
    // lanes module is a WebAssembly file, which TypeScript does not type, by design.
    const attw = await runTool(
      '@arethetypeswrong/cli',
      'attw',
      [tarball, '--profile', 'esm-only', '--exclude-entrypoints', 'lanes.wasm'],
      PROJECT,
    )
    expect(attw.code, said(attw)).toBe(0)
  })
})

const TYPES: Record<string, string> = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.wasm': 'application/wasm',
}

/** Serves `dir` on 127.0.0.1 at a free port, with the types a browser needs (wasm included). */
async function serve(dir: string): Promise<Server> {
  const server = createServer((request, response) => {
    const path = join(
      dir,
      new URL(request.url ?? '/', 'http://x').pathname.replace(/\/$/, '/index.html'),
    )
    if (!path.startsWith(dir) || !existsSync(path)) return void response.writeHead(404).end()
    response.writeHead(200, { 'content-type': TYPES[extname(path)] ?? 'application/octet-stream' })
    response.end(readFileSync(path))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return server
}
