import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { launch, type LaunchedChrome } from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium.ts'

/**
 * Lighthouse itself (npm's `lighthouse`) on Debian's Chromium, as a site owner runs it: its SEO
 * category on the Worker's own pages beside a page of the built site. Lighthouse reads robots.txt
 * from inside the page, so a page whose Content-Security-Policy blocks connecting to its own
 * origin fails "robots.txt is not valid" though the file is fine.
 */
describe('Lighthouse', () => {
  const baseUrl = inject('baseUrl')
  let chrome: LaunchedChrome
  let profile: string

  beforeAll(async () => {
    profile = mkdtempSync(join(tmpdir(), 'nqueens-lighthouse-'))
    chrome = await launch({
      chromePath: CHROMIUM_PATH,
      chromeFlags: CHROMIUM_FLAGS,
      userDataDir: profile,
      logLevel: 'error',
    })
  })

  afterAll(() => {
    chrome?.kill()
    rmSync(profile, { recursive: true, force: true })
  })

  /** Lighthouse's SEO audits of one page: the category's score and each audit that fell short. */
  async function auditSeo(path: string) {
    const run = await lighthouse(`${baseUrl}${path}`, {
      port: chrome.port,
      onlyCategories: ['seo'],
      logLevel: 'error',
      output: 'json',
    })
    if (!run) throw new Error(`Lighthouse gave no result for ${path}`)
    const { categories, audits, runtimeError } = run.lhr
    const refs = categories.seo?.auditRefs ?? []
    const failed = refs
      .map((ref) => audits[ref.id])
      .filter((audit) => audit?.score !== null && audit.score < 1)
      .map((audit) => `${audit.id}: ${audit.explanation ?? audit.title}`)
    return { score: categories.seo?.score, robots: audits['robots-txt'], failed, runtimeError }
  }

  it.each([
    ['/s/8/47382516', 'a permalink page'],
    ['/api/docs', 'the API reference'],
    ['/', 'the dashboard, a page of the built site'],
  ])('%s (%s) passes every SEO audit, robots.txt included', async (path) => {
    const seo = await auditSeo(path)
    expect(seo.runtimeError).toBeUndefined()
    expect(seo.failed).toEqual([])
    expect(seo.score).toBe(1)
  })

  it('reads robots.txt from a board embed too (embeds are not for search, and say so)', async () => {
    const seo = await auditSeo('/s/8/47382516/embed')
    expect(seo.robots.score, seo.robots.explanation).toBe(1)
  })
})
