import { execFile, spawn } from 'node:child_process'
import {
  appendFileSync,
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  statSync,
  symlinkSync,
  utimesSync,
  writeFileSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, describe, expect, it } from 'vitest'

const ROOT = fileURLToPath(new URL('../', import.meta.url))

// The launcher runs in a copy of the parts it reads (itself, the package's build and sources,
// and node_modules for tsdown), so the test can date and break sources without touching the real
// ones, and neither races nor depends on the build in core/dist.
const COPY = mkdtempSync(join(tmpdir(), 'nqueens-launcher-'))
for (const path of [
  'scripts/nqueens.mjs',
  'scripts/build-core.mjs',
  'core/bin',
  'core/src',
  'core/scripts',
  'core/package.json',
  'core/tsdown.config.ts',
  'core/tsconfig.build.json',
  'tsconfig.base.json',
]) {
  cpSync(join(ROOT, path), join(COPY, path), { recursive: true })
}
symlinkSync(join(ROOT, 'node_modules'), join(COPY, 'node_modules'))
const BUNDLES = [join(COPY, 'core/dist/cli.mjs'), join(COPY, 'core/dist/parallel-worker.mjs')]
const SOURCE = join(COPY, 'core/src/cli/usage.ts')

/** How a run of the launcher ended. */
interface LauncherRun {
  code: number
  stdout: string
  stderr: string
}

/** `npm run nqueens -- …` without npm, in the copy. */
function runLauncher(...args: string[]): Promise<LauncherRun> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [join(COPY, 'scripts/nqueens.mjs'), ...args],
      { cwd: COPY, timeout: 60_000 },
      (error, stdout, stderr) => {
        const code = error ? (typeof error.code === 'number' ? error.code : -1) : 0
        resolve({ code, stdout, stderr })
      },
    )
  })
}

const builtAt = (): number[] => BUNDLES.map((file) => statSync(file).mtimeMs)

/**
 * Makes `file` newer than the bundle, as if saved since the build: the bundle is dated 10 s back
 * and the file 5 s back (not in the future: such a file would stay newer than every later build).
 * A gap of whole seconds, because a time read back from the file system can differ from the one
 * written by a fraction of a millisecond: "1 ms later" could read as the same time.
 */
function saveLater(file: string): void {
  const now = Date.now()
  for (const bundle of BUNDLES) utimesSync(bundle, new Date(now - 10_000), new Date(now - 10_000))
  utimesSync(file, new Date(now - 5_000), new Date(now - 5_000))
}

afterAll(() => rmSync(COPY, { recursive: true, force: true }))

// In order: the first run builds the bundle the later ones use.
describe('scripts/nqueens.mjs', { concurrent: false }, () => {
  it('builds the missing package and counts with its bin', async () => {
    expect(BUNDLES.some((file) => existsSync(file))).toBe(false)
    const run = await runLauncher('count', '8', '--json')
    expect(run).toMatchObject({ code: 0, stderr: '' })
    expect(JSON.parse(run.stdout)).toMatchObject({ n: 8, status: 'complete', total: '92' })
    expect(BUNDLES.every((file) => existsSync(file))).toBe(true)
  })

  it('counts on pool threads started from the build, and leaves a fresh build alone', async () => {
    const before = builtAt()
    const run = await runLauncher('count', '11', '--threads', '2', '--json')
    expect(run).toMatchObject({ code: 0, stderr: '' })
    expect(JSON.parse(run.stdout)).toMatchObject({ total: '2680', unique: '341' })
    expect(builtAt()).toEqual(before)
  })

  it('keeps the exit status and the one-line error of bad input', async () => {
    const run = await runLauncher('count', 'abc')
    expect(run.code).toBe(2)
    expect(run.stdout).toBe('')
    expect(run.stderr).toMatch(/^nqueens: Invalid n: [^\n]*\n$/)
  })

  it('ends quietly, exit 0, when its reader stops early (`solve 100000 --json | head`)', async () => {
    const child = spawn(
      process.execPath,
      [join(COPY, 'scripts/nqueens.mjs'), 'solve', '100000', '--json'],
      { cwd: COPY, stdio: ['ignore', 'pipe', 'pipe'] },
    )
    let stderr = ''
    child.stderr.on('data', (chunk) => (stderr += chunk))
    // Like `head`: read the first chunk, then close the pipe while the answer is still coming.
    child.stdout.once('data', () => child.stdout.destroy())
    const code = await new Promise((resolve) => child.on('close', resolve))
    expect(stderr).toBe('')
    expect(code).toBe(0)
  })

  it('rebuilds when a source under core/src is newer than the build', async () => {
    const before = builtAt()
    saveLater(SOURCE)
    const run = await runLauncher('count', '6', '--json')
    expect(JSON.parse(run.stdout)).toMatchObject({ total: '4' })
    for (const [i, time] of builtAt().entries()) expect(time).toBeGreaterThan(before[i])
  })

  it('rebuilds when a file is added under core/src', async () => {
    const before = builtAt()
    mkdirSync(join(COPY, 'core/src/extra'))
    writeFileSync(join(COPY, 'core/src/extra/note.ts'), 'export {}\n')
    utimesSync(join(COPY, 'core/src/extra/note.ts'), new Date(0), new Date(0))
    saveLater(join(COPY, 'core/src/extra'))
    expect((await runLauncher('count', '4')).code).toBe(0)
    expect(builtAt()[0]).toBeGreaterThan(before[0])
  })

  it('says so, with exit status 1, when core/src does not build', async () => {
    const text = readFileSync(SOURCE, 'utf8')
    appendFileSync(SOURCE, '\nexport const broken = (\n')
    const run = await runLauncher('count', '6')
    writeFileSync(SOURCE, text)
    expect(run.code).toBe(1)
    expect(run.stdout).toBe('')
    expect(run.stderr).toContain('usage.ts')
    expect(run.stderr).toMatch(/nqueens: could not build the package from core\/src \(.*\)\n$/)
    // Fixed, the next run builds again.
    expect((await runLauncher('count', '6', '--json')).stdout).toContain('"total":"4"')
  })
})
