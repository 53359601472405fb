import { describe, expect, it } from 'vitest'
import { parseLoadArgs } from './args.ts'

describe('npm run load arguments', () => {
  it('defaults to 20 s and its own server; --quick is 5 s', () => {
    expect(parseLoadArgs([])).toEqual({ duration: 20, connections: 8 })
    expect(parseLoadArgs(['--quick']).duration).toBe(5)
    expect(parseLoadArgs(['--duration', '60', '--connections', '4'])).toMatchObject({
      duration: 60,
      connections: 4,
    })
  })

  it('accepts only loopback URLs', () => {
    expect(parseLoadArgs(['--url', 'http://127.0.0.1:8787/x']).url).toBe('http://127.0.0.1:8787')
    expect(parseLoadArgs(['--url', 'http://localhost:9000']).url).toBe('http://localhost:9000')
    for (const url of ['http://example.com', 'https://127.0.0.1:1', 'http://10.0.0.1:80', 'x']) {
      expect(() => parseLoadArgs(['--url', url])).toThrow(/--url/)
    }
  })

  it('refuses unknown options and bad numbers', () => {
    expect(() => parseLoadArgs(['--fast'])).toThrow(/Unknown option '--fast'[^]*usage:/)
    expect(() => parseLoadArgs(['--duration', '0'])).toThrow(/--duration/)
    expect(() => parseLoadArgs(['--duration'])).toThrow(/'--duration <value>' argument missing/)
  })
})
