import { describe, expect, it } from 'vitest'
import { CARD_CPU_MS } from '../../functions/src/embeds/thumbnails.ts'
import { CPU_MS, measureRequestCpu, TEST_ENV, useBundledApp } from './worker-cpu.ts'

/**
 * The PNG permalinks and chart cards are drawn at the edge, so they too must fit a request's CPU: measured on the
 * bundled Worker as the CPU proofs do (worker-cpu.ts), best of 3 after a warm-up. Drawing and
 * encoding a 1200×630 card costs about the same whatever the board, so every board up to n = 1000
 * stays within a twentieth of the allowance; a million queens is dominated by making and checking
 * the board, which every form of the permalink does, and stays within the allowance.
 */
const app = useBundledApp()

async function pngCpu(path: string): Promise<number> {
  const { ms, status, text } = await measureRequestCpu(app(), TEST_ENV, path, { runs: 3 })
  expect(status, `${path}: ${text.slice(0, 200)}`).toBe(200)
  console.log(`${ms.toFixed(1).padStart(7)} ms CPU  ${path}`)
  return ms
}

describe('PNG permalinks fit the CPU of one request', { timeout: 120_000 }, () => {
  it.each([
    '/s/8/47382516.png',
    '/s/4/1,2,0,0.png?theme=dark',
    '/s/32/~construct.png',
    '/s/57/~construct.png',
    '/s/100/~construct.png',
    '/s/1000/~construct.png',
  ])('%s, within a twentieth of the allowance', async (path) => {
    expect(await pngCpu(path)).toBeLessThan(CPU_MS / 20)
  })

  it('a million queens, within the allowance', async () => {
    expect(await pngCpu('/s/1000000/~construct.png')).toBeLessThan(CPU_MS)
  })

  // A chart's card drawn by the Worker (a chosen series, a thumbnail): it lays out and fills
  // the whole card, far more work than a board's few colours.
  it.each([
    '/embed/time-vs-n/card.png?algorithms=bitmask,constellation&from=4&to=14',
    '/embed/paper/card.png?width=300',
  ])('a chart card, %s, within the allowance the Worker draws cards from', async (path) => {
    expect(await pngCpu(path)).toBeLessThan(CARD_CPU_MS)
  })
})
