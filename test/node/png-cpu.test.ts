import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { CPU_MS, measureRequestCpu, TEST_ENV, useBundledApp } from './worker-cpu.ts'

/**
 * Every PNG is composed as SVG by the API Worker and drawn by the images Worker, each under its
 * own CPU ceiling: the API request's CPU_MS, and the images Worker's [limits] cpu_ms. Both run
 * here in one process (worker-cpu.ts's IMAGES), so one measure covers the two together, best of
 * 3 after a warm-up, and holds it under half of the smaller ceiling: a board of any size, a
 * chart's card with chosen series, and a thumbnail.
 */
const IMAGES_CPU_MS = Number(
  /^cpu_ms\s*=\s*(\d+)/m.exec(
    readFileSync(new URL('../../images/wrangler.toml', import.meta.url), 'utf8'),
  )?.[1],
)
const CEILING = Math.min(CPU_MS, IMAGES_CPU_MS) / 2

const app = useBundledApp()

describe('PNGs fit the CPU of the request and of the images Worker', { timeout: 180_000 }, () => {
  it.each([
    '/s/8/47382516.png',
    '/s/4/1,2,0,0.png?theme=dark',
    '/s/100/~construct.png',
    '/s/1000/~construct.png',
    '/s/1000000/~construct.png',
    '/embed/time-vs-n/card.png?algorithms=bitmask,constellation&from=4&to=14',
    '/embed/paper/card.png?width=300',
  ])('%s', async (path) => {
    expect(IMAGES_CPU_MS).toBeGreaterThan(0)
    const { ms, status, text } = await measureRequestCpu(app(), TEST_ENV, path, { runs: 3 })
    expect(status, `${path}: ${text.slice(0, 200)}`).toBe(200)
    console.log(`${ms.toFixed(1).padStart(7)} ms CPU  ${path}`)
    expect(ms).toBeLessThan(CEILING)
  })
})
