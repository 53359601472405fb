import { execFile } from 'node:child_process'
import { copyFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { afterAll, describe, expect, it } from 'vitest'
import { OFFLINE_ENV } from '../harness/offline-env.ts'

/**
 * The generated files .gitattributes marks are each held fresh by a test: the typed client by
 * contract.test.ts, the core API report by `npm run api:check`, the fonts by
 * scripts/card-font.test.ts, and the Worker's binding types here, by `wrangler types --check`
 * against wrangler.toml.
 */
const ROOT = fileURLToPath(new URL('../../', import.meta.url))
const WRANGLER = join(ROOT, 'node_modules/wrangler/bin/wrangler.js')
const TYPES = 'functions/worker-configuration.d.ts'
const run = promisify(execFile)
const DIR = mkdtempSync(join(tmpdir(), 'nqueens-types-'))
afterAll(() => rmSync(DIR, { recursive: true, force: true }))

function checkTypes(path: string) {
  return run(process.execPath, [WRANGLER, 'types', path, '--check'], {
    cwd: ROOT,
    env: { ...process.env, ...OFFLINE_ENV },
    timeout: 120_000,
  })
}

describe('generated files', () => {
  it('are marked generated in .gitattributes', () => {
    const marked = readFileSync(join(ROOT, '.gitattributes'), 'utf8')
    for (const path of [TYPES, 'test/client/nqueens-api.d.ts', 'core/api/core.api.md']) {
      expect(marked).toMatch(new RegExp(`^${path.replaceAll('.', '\\.')} linguist-generated`, 'm'))
    }
  })

  it("the Worker's binding types are what `npm run types` writes from wrangler.toml", async () => {
    const { stdout } = await checkTypes(TYPES)
    expect(stdout).toMatch(/up to date/)
  }, 120_000)

  it('and a copy made from another configuration is found stale', async () => {
    const stale = join(DIR, 'worker-configuration.d.ts')
    copyFileSync(join(ROOT, TYPES), stale)
    const text = readFileSync(stale, 'utf8')
    writeFileSync(
      stale,
      text.replace(/\(hash: [0-9a-f]+\)/, '(hash: 00000000000000000000000000000000)'),
    )
    await expect(checkTypes(stale)).rejects.toThrow()
  }, 120_000)
})
