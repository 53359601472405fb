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
 * The design keeps the Worker's bundle under 256 KiB gzipped, so that cold starts stay fast. The
 * bundle is built here as `wrangler deploy` builds it (`--dry-run --outdir`, from wrangler.toml),
 * and measured as wrangler reports it (`Total Upload: … / gzip: …`): its modules (the script and
 * the lanes' WebAssembly) gzipped together. The static assets are no part of it, so an empty
 * folder stands in for the built site, and the test needs no site build.
 */
const LIMIT = 256 * 1024

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
    const wrangler = join(ROOT, 'node_modules/wrangler/bin/wrangler.js')
    const { stdout } = await run(
      process.execPath,
      [wrangler, 'deploy', '--dry-run', '--config', config, '--outdir', out],
      { cwd: ROOT, env: { ...process.env, ...OFFLINE_ENV }, timeout: 120_000 },
    )
    const reported = /Total Upload: [\d.]+ KiB \/ gzip: ([\d.]+) KiB/.exec(stdout)
    expect(reported, stdout).not.toBeNull()
    const kib = Number(reported![1])
    // The same measure taken here from the files wrangler wrote: its modules gzipped together.
    const modules = readdirSync(out).filter((file) => /\.(js|wasm)$/.test(file))
    expect(modules, 'the script and the lanes').toHaveLength(2)
    const gzipped = gzipSync(Buffer.concat(modules.map((file) => readFileSync(join(out, file)))))
    console.log(`Worker bundle: ${modules.join(', ')}, ${kib} KiB gzipped`)
    expect(Math.abs(gzipped.length / 1024 - kib)).toBeLessThan(1)
    expect(kib * 1024).toBeLessThan(LIMIT)
  }, 180_000)
})
