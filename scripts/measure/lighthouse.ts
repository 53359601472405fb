/**
 * @module
 * Lighthouse's mobile performance of every page: starts `wrangler dev` over the built site, runs
 * Lighthouse (npm's `lighthouse`, its default mobile profile: a phone's screen, simulated slow 4G
 * and a CPU slowed four times) on Debian's Chromium, `--runs` times per page, and prints the median
 * score and its metrics as a Markdown table, with the machine's load before and after.
 *
 *   npm run build && npx tsx scripts/measure/lighthouse.ts              # 3 runs a page
 *   npx tsx scripts/measure/lighthouse.ts --runs 5 --pages /,/jobs/
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import { launch } from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../../test/browser/chromium.ts'
import { startWranglerDev } from '../../test/harness/wrangler-dev.ts'

const PAGES = ['/', '/solve/', '/algorithms/', '/sources/', '/jobs/', '/api/docs', '/s/8/47382516']

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    pages: { type: 'string', default: PAGES.join(',') },
  },
})
const runs = Number(values.runs)
const pages = values.pages.split(',')

interface Sample {
  score: number
  fcp: number
  lcp: number
  tbt: number
  cls: number
  si: number
}

/**
 * One Lighthouse run of `url`, run again when Lighthouse itself fails to record it (its trace
 * sometimes lacks a navigation start, NO_NAVSTART, and it says to run it again), at most 3 times.
 */
async function measure(url: string, port: number) {
  let error: unknown
  for (let attempt = 0; attempt < 3; attempt++) {
    const run = await lighthouse(url, {
      port,
      onlyCategories: ['performance'],
      logLevel: 'error',
      output: 'json',
    })
    if (run && !run.lhr.runtimeError) return run
    error = run?.lhr.runtimeError
  }
  throw new Error(`Lighthouse failed on ${url}: ${JSON.stringify(error)}`)
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]
const load = () =>
  loadavg()
    .map((x) => x.toFixed(2))
    .join(', ')

const server = await startWranglerDev({ readyPath: '/api/health' })
const profile = mkdtempSync(join(tmpdir(), 'nqueens-lighthouse-'))
const chrome = await launch({
  chromePath: CHROMIUM_PATH,
  chromeFlags: CHROMIUM_FLAGS,
  userDataDir: profile,
  logLevel: 'error',
})
const loadBefore = load()
const rows: string[] = []
try {
  for (const path of pages) {
    const samples: Sample[] = []
    for (let i = 0; i < runs; i++) {
      const run = await measure(`${server.url}${path}`, chrome.port)
      const { categories, audits } = run.lhr
      const value = (id: string) => audits[id]?.numericValue ?? NaN
      samples.push({
        score: Math.round((categories.performance?.score ?? 0) * 100),
        fcp: value('first-contentful-paint'),
        lcp: value('largest-contentful-paint'),
        tbt: value('total-blocking-time'),
        cls: value('cumulative-layout-shift'),
        si: value('speed-index'),
      })
    }
    const m = (key: keyof Sample) => median(samples.map((s) => s[key]))
    const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`
    rows.push(
      `| \`${path}\` | ${m('score')} (${samples.map((s) => s.score).join(', ')}) | ${seconds(m('fcp'))} | ${seconds(m('lcp'))} | ${Math.round(m('tbt'))} ms | ${m('cls').toFixed(3)} | ${seconds(m('si'))} |`,
    )
    process.stderr.write(`${rows.at(-1)}\n`)
  }
} finally {
  chrome.kill()
  await server.stop()
  rmSync(profile, { recursive: true, force: true })
}
console.log(
  `Lighthouse ${runs} runs a page, medians; load average before: ${loadBefore}, after: ${load()}`,
)
console.log('')
console.log('| page | performance (each run) | FCP | LCP | TBT | CLS | Speed Index |')
console.log('| ---- | ---------------------- | --- | --- | --- | --- | ----------- |')
for (const row of rows) console.log(row)
