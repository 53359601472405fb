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
      peers: [],
      record: false,
      recordN: 18,
      softwareGpu: false,
      quick: false,
      outDir: 'charts/src',
    })
    expect(parseBenchArgs(['--software-gpu'])).toMatchObject({ softwareGpu: true })
  })

  it('makes --quick small, and lets explicit values win', () => {
    expect(parseBenchArgs(['--quick'])).toMatchObject({ capMs: 30, runs: 1, quick: true })
    expect(parseBenchArgs(['--quick', '--cap', '50'])).toMatchObject({ capMs: 50 })
    expect(parseBenchArgs(['--race', '--race-max', '15'])).toMatchObject({
      race: true,
      raceMax: 15,
    })
  })

  it('counts the record n = 18 when asked, a small n with --quick, and any n named', () => {
    expect(parseBenchArgs(['--record'])).toMatchObject({ record: true, recordN: 18 })
    expect(parseBenchArgs(['--record', '--quick'])).toMatchObject({ record: true, recordN: 12 })
    expect(parseBenchArgs(['--quick'])).toMatchObject({ record: false })
    expect(parseBenchArgs(['--record-n', '16'])).toMatchObject({ record: true, recordN: 16 })
    expect(parseBenchArgs(['--record', '--quick', '--record-n', '10'])).toMatchObject({
      recordN: 10,
    })
  })

  it('refuses a record n past the published counts, or not a whole number', () => {
    expect(() => parseBenchArgs(['--record-n', '28'])).toThrow(
      '--record-n must be a whole number from 4 to 27, got 28',
    )
    expect(() => parseBenchArgs(['--record-n', 'big'])).toThrow('--record-n')
    // --record takes no value: the n goes in --record-n, which the usage that follows shows.
    expect(() => parseBenchArgs(['--record', '18'])).toThrow(/'18'[^]*--record-n N/)
  })

  it('races peers given as executables, which implies --race; refuses a path that is not one', () => {
    const node = process.execPath
    expect(parseBenchArgs(['--takaken', node, '--faf', node])).toMatchObject({
      race: true,
      peers: [
        { id: 'faf', path: node },
        { id: 'takaken', path: node },
      ],
    })
    expect(() => parseBenchArgs(['--faf', '/nonexistent/faf'])).toThrow(
      /--faf must name an executable file, got \/nonexistent\/faf[^]*npm run bench --/,
    )
    expect(() => parseBenchArgs(['--takaken', import.meta.dirname])).toThrow('--takaken must name')
  })

  it('refuses bad values and unknown flags', () => {
    expect(() => parseBenchArgs(['--runs', '0'])).toThrow('--runs must be a whole number')
    expect(() => parseBenchArgs(['--cap', '1.5'])).toThrow('--cap')
    expect(() => parseBenchArgs(['--fast'])).toThrow(/'--fast'[^]*npm run bench --/)
  })
})
