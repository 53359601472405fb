import { execFileSync } from 'node:child_process'
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { OFFLINE_ENV } from './offline-env.ts'

/**
 * @module
 * The images Worker (images/) built as `wrangler deploy` builds it, for the API Worker's tests in
 * workerd: there it runs beside the API Worker as the Worker its IMAGES service binding names,
 * from the very modules a deployment uploads (the script, resvg's WebAssembly, the fonts).
 */

const ROOT = fileURLToPath(new URL('../../', import.meta.url))
export const IMAGES_CONFIG = join(ROOT, 'images/wrangler.toml')
const WRANGLER = join(ROOT, 'node_modules/wrangler/bin/wrangler.js')

/** Builds the images Worker into a new folder (`wrangler deploy --dry-run --outdir`). */
export function buildImagesWorker(): string {
  const out = mkdtempSync(join(tmpdir(), 'nqueens-images-'))
  execFileSync(
    process.execPath,
    [WRANGLER, 'deploy', '--dry-run', '--config', IMAGES_CONFIG, '--outdir', out],
    { cwd: ROOT, env: { ...process.env, ...OFFLINE_ENV }, stdio: 'pipe', timeout: 120_000 },
  )
  return out
}

/** Miniflare's options for the built images Worker, named as the service binding names it. */
export function imagesWorkerOptions(out: string) {
  const files = readdirSync(out)
  const script = files.find((file) => file.endsWith('.js'))
  if (!script) throw new Error(`wrangler wrote no script into ${out}`)
  const typeOf = { '.js': 'ESModule', '.wasm': 'CompiledWasm', '.ttf': 'Data' } as const
  const modules = [script, ...files.filter((file) => file !== script)].flatMap((file) => {
    const type = typeOf[/\.[a-z]+$/.exec(file)?.[0] as keyof typeof typeOf]
    return type ? [{ type, path: join(out, file) }] : []
  })
  return {
    name: 'nqueens-images',
    modulesRoot: out,
    modules,
    compatibilityDate: /^compatibility_date\s*=\s*"([^"]+)"/m.exec(
      readFileSync(IMAGES_CONFIG, 'utf8'),
    )?.[1],
  }
}
