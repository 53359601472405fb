import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { startWranglerDev, writeConfig } from '../../test/harness/wrangler-dev.ts'

/**
 * `wrangler dev` for the load run, on a port the system finds free (test/harness/wrangler-dev.ts).
 * It runs from a copy of wrangler.toml that differs in one thing: the rate limit is raised
 * (`LOAD_RATE_LIMIT`), since all load traffic comes from one address and the configured limit
 * would answer most of it with 429 (`writeConfig` makes the copy's paths absolute).
 */
export const LOAD_RATE_LIMIT = 1_000_000

export interface DevServer {
  url: string
  stop: () => Promise<void>
}

export function loadConfig(toml: string): string {
  const section = /\[ratelimits\.simple\][^[]*/.exec(toml)
  if (!section) throw new Error('wrangler.toml has no [ratelimits.simple] section')
  const raised = section[0].replace(/^limit\s*=\s*\d+/m, `limit = ${LOAD_RATE_LIMIT}`)
  return toml.replace(section[0], raised)
}

export async function startDevServer(log: (line: string) => void): Promise<DevServer> {
  const dir = mkdtempSync(join(tmpdir(), 'nqueens-load-'))
  const config = writeConfig(dir, loadConfig)
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
