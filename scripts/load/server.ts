import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { startWranglerDev } from '../wrangler-dev.ts'

/**
 * `wrangler dev` for the load run, on a port the system finds free (scripts/wrangler-dev.ts).
 * It runs from a copy of wrangler.toml that differs in one thing: the rate limit is raised
 * (`LOAD_RATE_LIMIT`), since all load traffic comes from one address and the configured limit
 * would answer most of it with 429. Paths in the copy are made absolute, since wrangler reads
 * them relative to the config file.
 */
const ROOT = resolve(import.meta.dirname, '../..')
export const LOAD_RATE_LIMIT = 1_000_000

export interface DevServer {
  url: string
  stop: () => Promise<void>
}

export function loadConfig(toml: string): string {
  const section = /\[ratelimits\.simple\][^[]*/.exec(toml)
  if (!section) throw new Error('wrangler.toml has no [ratelimits.simple] section')
  const raised = section[0].replace(/^limit\s*=\s*\d+/m, `limit = ${LOAD_RATE_LIMIT}`)
  return toml
    .replace(section[0], raised)
    .replace(/^main\s*=\s*"([^"]+)"/m, (_, path: string) => `main = "${join(ROOT, path)}"`)
    .replace(
      /^directory\s*=\s*"([^"]+)"/m,
      (_, path: string) => `directory = "${join(ROOT, path)}"`,
    )
}

export async function startDevServer(log: (line: string) => void): Promise<DevServer> {
  const dir = mkdtempSync(join(tmpdir(), 'nqueens-load-'))
  const config = join(dir, 'wrangler.toml')
  writeFileSync(config, loadConfig(readFileSync(join(ROOT, 'wrangler.toml'), 'utf8')))
  try {
    const dev = await startWranglerDev({
      args: [
        '--config',
        config,
        '--persist-to',
        join(dir, 'state'),
        '--var',
        'ENVIRONMENT:development',
        '--log-level',
        'warn',
      ],
      readyPath: '/api/health',
      timeoutMs: 120_000,
    })
    log(`wrangler dev ready on ${dev.url}`)
    const stop = async (): Promise<void> => {
      await dev.stop()
      rmSync(dir, { recursive: true, force: true })
    }
    return { url: dev.url, stop }
  } catch (error) {
    rmSync(dir, { recursive: true, force: true })
    throw error
  }
}
