import { readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import type { Race } from '@nqueens/charts/benchmark-schema'
import { drawnDoc, duration, FIGURES, money, raceTable, replaceFigures, sci } from './figures.ts'

const ROOT = resolve(import.meta.dirname, '../..')

describe('figures in docs/, from the committed data', () => {
  for (const doc of new Set(FIGURES.map((f) => f.doc))) {
    it(`${doc} shows the committed data (npm run docs:figures rewrites it)`, async () => {
      expect(readFileSync(join(ROOT, doc), 'utf8')).toBe(await drawnDoc(doc))
    })
  }

  it('replaces only what stands between its markers, and refuses a doc without them', () => {
    const text = 'a\n<!-- figures:x -->\nold\n<!-- /figures:x -->\nb'
    expect(replaceFigures(text, 'x', 'new')).toBe(
      'a\n<!-- figures:x -->\n\nnew\n\n<!-- /figures:x -->\nb',
    )
    expect(() => replaceFigures('a', 'x', 'new')).toThrow('no <!-- figures:x -->')
  })

  it('gives the race a column for --engine webgpu, naming the GPU or that it was software', () => {
    // A made-up race: the shape of a run on a machine with a GPU, not a measurement.
    const adapter = { name: 'Example GPU', vendor: 'example', architecture: '', software: false }
    const race: Race = {
      ran: true,
      compiler: 'cc',
      flags: '-O3',
      cliCommand: 'npm run -s nqueens -- count N --engine lanes --json',
      gpuCliCommand: 'npm run -s nqueens -- count N --engine webgpu --json',
      gpuAdapter: adapter,
      rows: [
        {
          n: 18,
          total: '666090624',
          yardstickMs: 150_000,
          symmetryMs: 120_000,
          cliMs: 12_000,
          symmetryRatio: 0.8,
          cliRatio: 0.08,
          gpuCliMs: 600,
          gpuCliRatio: 0.004,
          rounds: 1,
        },
      ],
    }
    const [head, , row] = raceTable(race).split('\n')
    expect(head).toContain(
      '| `nqueens count n --engine lanes`, every core | `--engine webgpu`, Example GPU |',
    )
    expect(row).toBe('| 18 | 150 s | 0.80× (120 s) | – | 0.080× (12.0 s) | **0.0040×** |')
    const software = raceTable({ ...race, gpuAdapter: { ...adapter, software: true } })
    expect(software).toContain('`--engine webgpu`, software adapter (Example GPU): not GPU speed |')
  })

  it('writes numbers as a reader takes them in', () => {
    expect(sci(3206)).toBe('3,206')
    expect(sci(209_210_677)).toBe('2.1·10^8')
    expect(money(0.003)).toBe('< $0.01')
    expect(money(5.594)).toBe('$5.59')
    expect(money(484_936.2)).toBe('$484,936')
    expect(duration(1_800)).toBe('1.8 s')
    expect(duration(3.9e6)).toBe('65 min')
    expect(duration(736 * 3.156e10)).toBe('736 years')
  })
})
