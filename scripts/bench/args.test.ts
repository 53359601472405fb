import { describe, expect, it } from 'vitest'
import { parseBenchArgs } from './args.ts'

describe('parseBenchArgs', () => {
  it('defaults to the one-second challenge, three runs and seeds, written for the site', () => {
    expect(parseBenchArgs([])).toMatchObject({
      capMs: 1000,
      runs: 3,
      seeds: 3,
      race: false,
      raceMax: 17,
      quick: false,
      outDir: 'site/src/data',
    })
  })

  it('makes --quick small, and lets explicit values win', () => {
    expect(parseBenchArgs(['--quick'])).toMatchObject({ capMs: 30, runs: 1, quick: true })
    expect(parseBenchArgs(['--quick', '--cap', '50'])).toMatchObject({ capMs: 50 })
    expect(parseBenchArgs(['--race', '--race-max', '15'])).toMatchObject({
      race: true,
      raceMax: 15,
    })
  })

  it('refuses bad values and unknown flags', () => {
    expect(() => parseBenchArgs(['--runs', '0'])).toThrow('--runs must be a whole number')
    expect(() => parseBenchArgs(['--cap', '1.5'])).toThrow('--cap')
    expect(() => parseBenchArgs(['--fast'])).toThrow()
  })
})
