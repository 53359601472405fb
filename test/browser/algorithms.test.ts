import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { countTreeNodes, recursionTree, traceSearch } from '@nqueens/core'
import {
  type OpenedPage,
  openPage,
  saveElementScreenshot,
  saveScreenshot,
  useChromium,
} from './chromium.ts'

// The algorithms page: every algorithm described, the recursion trees drawn, the animation stepping.
describe('algorithms page', () => {
  const baseUrl = inject('baseUrl')
  const browser = useChromium()
  let tab: OpenedPage

  beforeAll(async () => {
    tab = await openPage(browser.context, `${baseUrl}/algorithms/`)
  })
  afterAll(() => {
    expect(tab?.consoleErrors).toEqual([])
  })

  it('describes every counter and finder', async () => {
    const { COUNTER_IDS, FINDER_IDS } = await import('@nqueens/core')
    for (const id of [...COUNTER_IDS, ...FINDER_IDS]) {
      const text = await tab.page.locator(`#algorithm-${id} dd`).innerText()
      expect(text.length, id).toBeGreaterThan(100)
    }
  })

  it('draws the recursion tree for n = 4, 5 and 6 with one circle per node', async () => {
    for (const n of [4, 5, 6]) {
      const nodes = countTreeNodes(recursionTree(n)).reduce((a, b) => a + b)
      const figure = tab.page.locator(`figure[data-tree-n="${n}"]`)
      await expect(figure.locator('svg .node').count()).resolves.toBe(nodes)
      await expect(figure.locator('svg .edge').count()).resolves.toBe(nodes - 1)
      const solutions = traceSearch(n).filter((step) => step.type === 'solution').length
      await expect(figure.locator('svg .node.solution').count()).resolves.toBe(solutions)
    }
    // n = 6 is wide: it scrolls inside its own box rather than widening the page.
    await tab.page.locator('details:has(figure[data-tree-n="6"]) summary').click()
    const overflow = await tab.page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    )
    expect(overflow).toBeLessThanOrEqual(0)
    await saveScreenshot(tab.page, 'algorithms')
    await saveElementScreenshot(tab.page.locator('figure[data-tree-n="4"]'), 'algorithms-tree-4')
    await saveElementScreenshot(tab.page.locator('figure[data-tree-n="6"]'), 'algorithms-tree-6')
  })

  it('steps the backtracking animation forward and back', async () => {
    const { page } = tab
    const root = page.locator('[data-animation]')
    const board = root.locator('[data-board]')
    const steps = traceSearch(4)
    await expect(root.locator('[data-position]').innerText()).resolves.toBe(
      `Step 0 of ${steps.length}`,
    )
    // First steps for n = 4: place (1,1), conflict (2,1), conflict (2,2), place (2,3).
    for (let i = 0; i < 4; i++) await root.locator('[data-forward]').click()
    await expect(root.locator('[data-position]').innerText()).resolves.toBe(
      `Step 4 of ${steps.length}`,
    )
    await expect(board.getAttribute('aria-label')).resolves.toBe(
      'Queens at row 1 column 1, row 2 column 3',
    )
    await saveElementScreenshot(root, 'algorithms-animation-step-4')
    await root.locator('[data-back]').click()
    await expect(root.locator('[data-status]').innerText()).resolves.toContain(
      'row 2, column 2: attacked',
    )
    await expect(board.locator('.cell.current.conflict').count()).resolves.toBe(1)
    await expect(board.getAttribute('aria-label')).resolves.toBe('Queens at row 1 column 1')

    // Playing at full speed runs to the end and finds both solutions of n = 4.
    await root.locator('[data-speed]').fill('8')
    await root.locator('[data-play]').click()
    await root
      .locator('[data-position]', { hasText: `Step ${steps.length} of ${steps.length}` })
      .waitFor()
    await expect(root.locator('[data-solutions]').innerText()).resolves.toBe('Solutions found: 2')
    await expect(root.locator('[data-play]').innerText()).resolves.toBe('Play')

    // Another size loads its own trace.
    await root.locator('[data-size]').selectOption('8')
    await expect(board.locator('.cell').count()).resolves.toBe(64)
    await expect(root.locator('[data-position]').innerText()).resolves.toBe(
      `Step 0 of ${traceSearch(8, { limit: 1_000_000 }).length}`,
    )
    for (let i = 0; i < 30; i++) await root.locator('[data-forward]').click()
    await saveElementScreenshot(root, 'algorithms-animation-8')
  })
})
