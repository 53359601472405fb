import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import type { Page } from 'playwright-core'

/**
 * @module
 * Accessibility scans with axe-core, loaded from node_modules (no CDN: the browser reaches no
 * host but 127.0.0.1).
 */

export interface AxeViolation {
  id: string
  /** axe's impact: minor, moderate, serious or critical. */
  impact: string
  help: string
  /** CSS selectors of the offending elements. */
  targets: string[]
}

interface AxeResult {
  violations: {
    id: string
    impact?: string | null
    help: string
    nodes: { target: unknown[] }[]
  }[]
}

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core'), 'utf8')

/** Runs axe on the page as it is now and returns every violation, of any impact. */
export async function findViolations(page: Page): Promise<AxeViolation[]> {
  // Evaluated through the DevTools protocol rather than added as a <script>: the site's CSP
  // (script-src 'self') rightly blocks inline scripts, and the scan must not need it relaxed.
  await page.evaluate(AXE_SOURCE)
  const result = await page.evaluate(() =>
    (window as unknown as { axe: { run(): Promise<AxeResult> } }).axe.run(),
  )
  return result.violations.map((v) => ({
    id: v.id,
    impact: v.impact ?? 'unknown',
    help: v.help,
    targets: v.nodes.map((node) => node.target.map(String).join(' ')),
  }))
}
