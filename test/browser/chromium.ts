import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { chromium, type BrowserContext, type Locator, type Page } from 'playwright-core'
import { afterAll, beforeAll } from 'vitest'

/**
 * @module
 * Debian's Chromium driven by playwright-core, launched as the design says under "Running and
 * testing": headless, no sandbox, no network except 127.0.0.1, and a fresh profile each time.
 */

export const CHROMIUM_PATH = '/usr/bin/chromium'

export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  // Every host but 127.0.0.1 fails to resolve: a request to a third party shows up as a failure.
  '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1',
]

export const ARTIFACTS_DIR = resolve(import.meta.dirname, '../../test-artifacts')

/** Profiles not yet removed: removed on close, or at exit if a test never got to close its browser. */
const profiles = new Set<string>()
process.once('exit', () => {
  for (const profile of profiles) rmSync(profile, { recursive: true, force: true })
})

export interface Browser {
  context: BrowserContext
  /** Closes the browser and removes its profile directory. */
  close(): Promise<void>
}

/** What a test may ask of its Chromium: a window size, and flags beside `CHROMIUM_FLAGS`. */
export interface ChromiumOptions {
  viewport?: { width: number; height: number }
  /** More command-line flags (`--enable-unsafe-webgpu`, say). */
  args?: string[]
}

/** Starts Chromium with a fresh temporary user-data directory. */
export async function launchChromium(options: ChromiumOptions = {}): Promise<Browser> {
  if (!existsSync(CHROMIUM_PATH)) {
    throw new Error(
      `${CHROMIUM_PATH} is missing: install Debian's Chromium with \`apt-get install -y chromium\` ` +
        '(.ci/run does this); `npx playwright install` cannot work on this network',
    )
  }
  const profile = mkdtempSync(join(tmpdir(), 'nqueens-chromium-'))
  profiles.add(profile)
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: [...CHROMIUM_FLAGS, ...(options.args ?? [])],
    viewport: options.viewport ?? { width: 1280, height: 900 },
  })
  // Fail within seconds rather than the default 30 s, so that a broken page does not stall the suite.
  context.setDefaultTimeout(10_000)
  return {
    context,
    async close() {
      await context.close()
      rmSync(profile, { recursive: true, force: true })
      profiles.delete(profile)
    },
  }
}

/**
 * One Chromium for the calling `describe` block: launched before its tests, closed (profile
 * removed) after them. Hooks the block registers later run after the launch and before the
 * close, so they can open and check tabs.
 *
 * @example
 * const browser = useChromium()
 * it('…', async () => { const tab = await openPage(browser.context, url) })
 */
export function useChromium(options: ChromiumOptions = {}): {
  readonly context: BrowserContext
} {
  let browser: Browser | undefined
  beforeAll(async () => {
    browser = await launchChromium(options)
  })
  afterAll(async () => {
    await browser?.close()
  })
  return {
    get context(): BrowserContext {
      if (browser === undefined) throw new Error('Chromium is not up yet: use it inside a test')
      return browser.context
    },
  }
}

export interface OpenedPage {
  page: Page
  /** Console errors and uncaught exceptions, as text. */
  consoleErrors: string[]
  /** Requests that failed at the network level, and responses with status 400 or above. */
  failedRequests: string[]
}

/**
 * Opens a new tab that records console errors and failed requests, then goes to `url`; `viewport`
 * sizes this tab only (a phone width, say) without a second browser.
 */
export async function openPage(
  context: BrowserContext,
  url: string,
  options: { viewport?: { width: number; height: number } } = {},
): Promise<OpenedPage> {
  const page = await context.newPage()
  if (options.viewport) await page.setViewportSize(options.viewport)
  const consoleErrors: string[] = []
  const failedRequests: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text())
  })
  page.on('pageerror', (error) => consoleErrors.push(`uncaught: ${error.message}`))
  page.on('requestfailed', (request) =>
    failedRequests.push(`${request.url()}: ${request.failure()?.errorText ?? 'failed'}`),
  )
  page.on('response', (response) => {
    if (response.status() >= 400) failedRequests.push(`${response.url()}: ${response.status()}`)
  })
  await page.goto(url, { waitUntil: 'load' })
  return { page, consoleErrors, failedRequests }
}

/** Saves a full-page screenshot as `test-artifacts/<name>.png` and returns its path. */
export async function saveScreenshot(page: Page, name: string): Promise<string> {
  mkdirSync(ARTIFACTS_DIR, { recursive: true })
  const path = join(ARTIFACTS_DIR, `${name}.png`)
  // A long page (the API reference is tens of thousands of pixels tall at 390 px) is captured in
  // tiles, which takes far past the default action timeout on a busy machine.
  await page.screenshot({ path, fullPage: true, timeout: 90_000 })
  return path
}

/** Saves a screenshot of one element (a chart, a board) as `test-artifacts/<name>.png`. */
export async function saveElementScreenshot(element: Locator, name: string): Promise<string> {
  mkdirSync(ARTIFACTS_DIR, { recursive: true })
  const path = join(ARTIFACTS_DIR, `${name}.png`)
  await element.screenshot({ path })
  return path
}
