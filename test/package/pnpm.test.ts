import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ROOT, run, runReadmeBlock, said, type Run } from './project.ts'
import { matchesShown, readBlocks } from './readme-examples.ts'

/**
 * @nqueens/core installed by pnpm with its defaults, as `pnpm add @nqueens/core` would from the
 * registry: the tarball `npm pack -w core` makes, added to an empty project by the pnpm this
 * repository pins (a devDependency), with a store of its own under the temporary directory and no
 * setting of ours. pnpm refuses packages whose dependencies run build scripts it was not told to
 * allow (ERR_PNPM_IGNORED_BUILDS), so the GPU binding `webgpu`, which has one, is an optional peer
 * dependency that only `--engine webgpu` asks for. Then every Node and command example of the
 * package's README runs as it does after npm (tarball.test.ts).
 */

const README = new URL('../../core/README.md', import.meta.url)
const PACKS = mkdtempSync(join(tmpdir(), 'nqueens-pnpm-pack-'))
const PROJECT = mkdtempSync(join(tmpdir(), 'nqueens-pnpm-user-'))
const STORE = mkdtempSync(join(tmpdir(), 'nqueens-pnpm-store-'))
let added: Run

beforeAll(async () => {
  const pack = await run('npm', ['pack', '-w', 'core', '--pack-destination', PACKS], ROOT, {
    ...process.env,
  })
  expect(pack.code, said(pack)).toBe(0)
  const [name] = readdirSync(PACKS).filter((file) => file.endsWith('.tgz'))
  writeFileSync(
    join(PROJECT, 'package.json'),
    JSON.stringify({ name: 'nqueens-pnpm-user', private: true, type: 'module' }, null, 2),
  )
  // pnpm's Node entry (its `pnpm` bin is a shell script that runs this, or its native binary where
  // its install script ran, which the repository does not allow).
  const pnpm = join(ROOT, 'node_modules/pnpm/bin/pnpm.mjs')
  added = await run(
    process.execPath,
    [pnpm, 'add', '--store-dir', STORE, join(PACKS, name)],
    PROJECT,
  )
}, 300_000)

afterAll(() => {
  for (const dir of [PACKS, PROJECT, STORE]) rmSync(dir, { recursive: true, force: true })
})

describe('@nqueens/core added by pnpm, with its defaults', () => {
  it('installs with no build to approve and no error', () => {
    expect(added.code, said(added)).toBe(0)
    expect(`${added.stdout}${added.stderr}`).not.toMatch(/ERR_PNPM|Ignored build scripts/)
    expect(readdirSync(join(PROJECT, 'node_modules/@nqueens'))).toEqual(['core'])
  })

  it('prints what its README shows, for every Node and command example', async () => {
    const [, ...runnable] = readBlocks(README).filter((b) => b.info === 'js' || b.info === 'sh')
    expect(runnable.length).toBeGreaterThanOrEqual(8)
    for (const [i, block] of runnable.entries()) {
      const result = await runReadmeBlock(block, i, PROJECT)
      expect(result.code, said(result)).toBe(0)
      expect(matchesShown(result.stdout, block.output!), `${block.code}\n${said(result)}`).toBe(
        true,
      )
    }
  })

  it('asks for the GPU binding by name, with the command that adds it, when --engine webgpu wants it', async () => {
    const count = await run('npx', ['nqueens', 'count', '8', '--engine', 'webgpu'], PROJECT)
    expect(count.code, said(count)).toBe(2)
    expect(count.stdout).toBe('')
    expect(count.stderr).toContain('the package webgpu')
    expect(count.stderr).toContain('`pnpm add webgpu --allow-build=webgpu`')
  })
})
