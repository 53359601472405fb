import { execFile } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { getFinder } from '@nqueens/core'
import { finderMaxN } from '../../functions/src/lib/limits/finders.ts'
import { readPolicy } from '../../functions/src/lib/budget/policy.ts'
import { OFFLINE_ENV } from '../harness/offline-env.ts'
import { setVar, startWranglerDev, writeConfig, type WranglerDev } from '../harness/wrangler-dev.ts'

/**
 * The pages state the limits of the deployment they are built for, not the Worker's defaults:
 * the site is built (a real `astro build`) from a wrangler configuration on the free profile
 * (`CPU_MS = "10"`) with `JOB_MAX_N = "14"`, then served by `wrangler dev` from that same
 * configuration, and what each page states is held to what that Worker's API answers.
 */

const ROOT = new URL('../../', import.meta.url).pathname
const run = promisify(execFile)
const DIR = mkdtempSync(join(tmpdir(), 'nqueens-deployment-'))
const OUT = join(DIR, 'dist')
const JOB_MAX_N = 14
const CONFIG = writeConfig(DIR, (toml) =>
  setVar(setVar(toml, 'CPU_MS', '10'), 'JOB_MAX_N', String(JOB_MAX_N)).replace(
    /^directory\s*=\s*"[^"]*"/m,
    `directory = "${OUT}"`,
  ),
)
let dev: WranglerDev

beforeAll(async () => {
  await run(
    process.execPath,
    [join(ROOT, 'node_modules/astro/bin/astro.mjs'), 'build', '--outDir', OUT],
    {
      cwd: ROOT,
      env: { ...process.env, ...OFFLINE_ENV, SITE_WRANGLER_CONFIG: CONFIG },
      timeout: 180_000,
    },
  )
  dev = await startWranglerDev({
    args: ['--config', CONFIG, '--persist-to', join(DIR, 'state')],
    readyPath: '/api/health',
  })
}, 300_000)

afterAll(async () => {
  await dev?.stop()
  rmSync(DIR, { recursive: true, force: true })
})

/** The page at path as the deployment serves it. */
async function page(path: string): Promise<string> {
  const response = await fetch(`${dev.url}${path}`)
  expect(response.status, path).toBe(200)
  return response.text()
}

describe('a site built for a deployment with other limits', () => {
  it('offers jobs up to that deployment’s JOB_MAX_N, which its API takes and no further', async () => {
    const html = await page('/jobs/')
    const input = /<input id="job-n"[^>]*>/.exec(html)?.[0] ?? ''
    expect(input).toContain(`max="${JOB_MAX_N}"`)
    const post = (n: number) =>
      fetch(`${dev.url}/api/jobs`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ n }),
      })
    const past = await post(JOB_MAX_N + 1)
    expect(past.status).toBe(400)
    expect(await past.json()).toMatchObject({
      parameter: 'n',
      detail: expect.stringContaining(`from 1 to ${JOB_MAX_N}`),
    })
    // The largest n it offers is one a job starts for; cancelled at once, as it is not the point.
    const at = await post(JOB_MAX_N)
    expect(at.status).toBe(201)
    const { id } = (await at.json()) as { id: string }
    expect((await fetch(`${dev.url}/api/jobs/${id}`, { method: 'DELETE' })).status).toBe(200)
  })

  it('pages solutions up to the n whose pages that deployment lists in one request', async () => {
    const html = await page('/solve/')
    const maxN = Number(/id="solutions-pager"[^>]*data-max-n="(\d+)"/.exec(html)?.[1])
    expect(html).toContain(`up to n = ${maxN}`)
    // Not the Worker's default (the paid profile's) limit, which goes further.
    expect(maxN).toBeLessThan(finderMaxN(readPolicy(undefined), getFinder('enumerate')))
    const at = await fetch(`${dev.url}/api/solutions?n=${maxN}&limit=10`)
    expect(at.status).toBe(200)
    const past = await fetch(`${dev.url}/api/solutions?n=${maxN + 1}&limit=10`)
    expect(past.status).toBe(400)
    expect(await past.json()).toMatchObject({ parameter: 'n' })
  })
})
