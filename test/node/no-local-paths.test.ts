import { readdirSync, readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { findLocalPaths } from '../harness/local-paths.ts'

const ROOT = resolve(import.meta.dirname, '../..')
/** The committed measurements the site and the Worker draw their pages from. */
const DATA_DIRS = ['charts/src', 'site/src/data']

const dataFiles = DATA_DIRS.flatMap((dir) =>
  readdirSync(join(ROOT, dir))
    .filter((name) => name.endsWith('.json'))
    .map((name) => `${dir}/${name}`),
)

describe('committed data carries no path of the machine that measured it', () => {
  it('finds the data files', () => {
    expect(dataFiles).toEqual(expect.arrayContaining(['charts/src/benchmark.json']))
  })

  it.each(dataFiles)('%s', (file) => {
    expect(findLocalPaths(readFileSync(join(ROOT, file), 'utf8'))).toEqual([])
  })

  it('would catch one', () => {
    expect(findLocalPaths('"--faf /work/scratch/peers/faf/run --out /tmp/x"')).toEqual([
      '/work/scratch/peers/faf/run',
      '/tmp/x',
    ])
    expect(findLocalPaths('https://example.com/home/ and /api/docs')).toEqual([])
  })
})
