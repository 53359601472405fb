import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { freePort, stopGroup } from '../harness/processes.ts'

/**
 * @module
 * A self-hosted Iframely (npm's `iframely`, its own server.js, unchanged) on a loopback port, as
 * an operator runs it: it fetches the page it is asked about, finds its oEmbed discovery link,
 * asks our provider and renders the answer. Its configuration, a config.js in the folder it runs
 * from, is what an operator who lists this service writes: no download of iframely.com's
 * whitelist (nothing here reaches the internet) and, for every domain, oEmbed `rich` answers
 * allowed and shown `responsive`, which is how Iframely shows a whitelisted provider's: the
 * iframe alone, in a box of the answer's aspect. Every URL it fetches is one a test gives it, on
 * 127.0.0.1.
 */
export interface Iframely {
  /** Iframely's render of `url`: its `html` (and the links it found). */
  embed(url: string): Promise<{ html: string; links: { href: string; media?: object }[] }>
  close(): Promise<void>
}

const SERVER = resolve(import.meta.dirname, '../../node_modules/iframely/server.js')

export async function startIframely(): Promise<Iframely> {
  const port = await freePort()
  const dir = mkdtempSync(join(tmpdir(), 'nqueens-iframely-'))
  writeFileSync(
    join(dir, 'config.js'),
    `export default ${JSON.stringify({
      port,
      host: '127.0.0.1',
      use_http2: false,
      WHITELIST_URL: null,
      WHITELIST_URL_RELOAD_PERIOD: null,
      WHITELIST_WILDCARD: { oembed: { rich: ['allow', 'responsive'] } },
      CACHE_ENGINE: 'no-cache',
      RESPONSE_TIMEOUT: 30_000,
      // Its cluster guard off: one process, ended with the test.
      DEBUG: true,
    })}\n`,
  )
  const child = spawn(process.execPath, [SERVER], {
    cwd: dir,
    // Not the tests' NODE_ENV=test: Iframely would add its own config.test.js (a 100 ms timeout).
    env: { ...process.env, NODE_ENV: 'production' },
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()))
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()))
  const close = async () => {
    await stopGroup(child)
    rmSync(dir, { recursive: true, force: true })
  }
  const deadline = Date.now() + 60_000
  while (!output.includes('iframely is running on')) {
    if (child.exitCode !== null || Date.now() > deadline) {
      await close()
      throw new Error(`iframely did not start:\n${output}`)
    }
    await new Promise((done) => setTimeout(done, 200))
  }
  return {
    async embed(url) {
      const response = await fetch(
        `http://127.0.0.1:${port}/iframely?url=${encodeURIComponent(url)}`,
      )
      if (!response.ok) {
        throw new Error(`iframely answered ${response.status}: ${await response.text()}\n${output}`)
      }
      return (await response.json()) as { html: string; links: { href: string }[] }
    },
    close,
  }
}
