import { execFile } from 'node:child_process'
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { gzipSync } from 'node:zlib'
import { afterAll, describe, expect, it } from 'vitest'
import { OFFLINE_ENV } from '../harness/offline-env.ts'
import { writeConfig } from '../harness/wrangler-dev.ts'

/**
 * The design keeps the API Worker's bundle under 256 KiB gzipped, so that cold starts stay fast,
 * and the images Worker's under the free plan's 3 MiB. Each is built here as `wrangler deploy`
 * builds it (`--dry-run --outdir`, from its wrangler.toml), and measured as wrangler reports it
 * (`Total Upload: … / gzip: …`): its modules gzipped together. The static assets are no part of
 * it, so an empty folder stands in for the built site, and the test needs no site build.
 */
const LIMIT = 256 * 1024
const IMAGES_LIMIT = 3 * 1024 * 1024

const ROOT = new URL('../../', import.meta.url).pathname
const run = promisify(execFile)
const DIR = mkdtempSync(join(tmpdir(), 'nqueens-bundle-'))
afterAll(() => rmSync(DIR, { recursive: true, force: true }))

describe("the Worker's bundle", () => {
  it('stays under 256 KiB gzipped, built as wrangler deploy builds it', async () => {
    const assets = join(DIR, 'assets')
    mkdirSync(assets)
    const config = writeConfig(DIR, (toml) =>
      toml.replace(/^directory\s*=\s*"[^"]*"/m, `directory = "${assets}"`),
    )
    const out = join(DIR, 'out')
    const { kib, modules } = await dryRun(config, out)
    expect(modules, 'the script and the lanes').toHaveLength(2)
    console.log(`API Worker bundle: ${modules.join(', ')}, ${kib} KiB gzipped`)
    expect(kib * 1024).toBeLessThan(LIMIT)
  }, 180_000)

  it("and the images Worker's, resvg and its fonts, stays under 3 MiB gzipped", async () => {
    const out = join(DIR, 'images')
    const { kib, modules } = await dryRun(join(ROOT, 'images/wrangler.toml'), out)
    expect(
      modules.filter((file) => file.endsWith('.wasm')),
      'resvg',
    ).toHaveLength(1)
    expect(
      modules.filter((file) => file.endsWith('.ttf')),
      'the fonts',
    ).toHaveLength(2)
    console.log(`images Worker bundle: ${modules.join(', ')}, ${kib} KiB gzipped`)
    expect(kib * 1024).toBeLessThan(IMAGES_LIMIT)
  }, 180_000)
})

/**
 * `wrangler deploy --dry-run` of `config` into `out`: the gzipped size it reports, checked
 * against the same measure taken here from the modules it wrote, gzipped together.
 */
async function dryRun(config: string, out: string): Promise<{ kib: number; modules: string[] }> {
  const wrangler = join(ROOT, 'node_modules/wrangler/bin/wrangler.js')
  const { stdout } = await run(
    process.execPath,
    [wrangler, 'deploy', '--dry-run', '--config', config, '--outdir', out],
    { cwd: ROOT, env: { ...process.env, ...OFFLINE_ENV }, timeout: 120_000 },
  )
  const reported = /Total Upload: [\d.]+ KiB \/ gzip: ([\d.]+) KiB/.exec(stdout)
  expect(reported, stdout).not.toBeNull()
  const kib = Number(reported![1])
  const modules = readdirSync(out).filter((file) => /\.(js|wasm|ttf)$/.test(file))
  const gzipped = gzipSync(Buffer.concat(modules.map((file) => readFileSync(join(out, file)))))
  expect(Math.abs(gzipped.length / 1024 - kib)).toBeLessThan(2)
  return { kib, modules }
}
