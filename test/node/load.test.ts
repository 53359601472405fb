import { execFile } from 'node:child_process'
import { existsSync } from 'node:fs'
import { promisify } from 'node:util'
import { describe, expect, it } from 'vitest'
import { loadConfig, LOAD_RATE_LIMIT } from '../../scripts/load/server.ts'

/**
 * The short form of `npm run load` inside `npm test`: it starts `wrangler dev` on a spare
 * loopback port from the built site, drives it for about 5 s with mixed, checked traffic, and
 * must exit 0 (no 5xx, no wrong answer, no socket error). It needs `npm run build` first, which
 * `npm test` runs before the unit tests.
 */
const run = promisify(execFile)
const ROOT = new URL('../../', import.meta.url).pathname

describe('npm run load --quick', () => {
  it('runs its own config with only the rate limit raised', () => {
    const toml = '[ratelimits.simple]\nlimit = 50\nperiod = 10\n'
    expect(loadConfig(`main = "x.ts"\n${toml}`)).toBe(
      `main = "x.ts"\n[ratelimits.simple]\nlimit = ${LOAD_RATE_LIMIT}\nperiod = 10\n`,
    )
  })

  it(
    'drives wrangler dev with mixed traffic: zero 5xx, zero wrong answers',
    { timeout: 240_000 },
    async () => {
      // The built site is what wrangler dev serves: without it this test would check nothing.
      if (!existsSync(`${ROOT}site/dist/index.html`)) {
        throw new Error('site/dist has no built site: run `npm run build` first (npm test does)')
      }
      const { stdout } = await run('npx', ['tsx', 'scripts/load.ts', '--quick'], {
        cwd: ROOT,
        timeout: 230_000,
      })
      console.log(stdout)
      expect(stdout).toMatch(/^5xx\s+0$/m)
      expect(stdout).toMatch(/^wrong\s+0$/m)
      expect(stdout).toMatch(/^429\s+0$/m)
      const requests = Number(/\((\d+) requests\)/.exec(stdout)?.[1])
      expect(requests).toBeGreaterThan(0)
    },
  )
})
