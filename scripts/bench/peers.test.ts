import { describe, expect, it } from 'vitest'
import { peerTotal } from './peers.ts'

describe('peerTotal', () => {
  it('reads "N TOTAL" from the last line, after whatever the peer says before it', () => {
    expect(peerTotal('faf', 16, 'Starting CpuSolver for N=16.\n16 14772512\n')).toBe('14772512')
    expect(peerTotal('takaken', 8, '8 92')).toBe('92')
  })

  it('refuses output for another n or in another shape, naming the peer', () => {
    expect(() => peerTotal('faf', 16, '15 2279184\n')).toThrow(
      'NQueensFAF printed "15 2279184", not "16 TOTAL"',
    )
    expect(() => peerTotal('takaken', 8, '')).toThrow('Takaken C printed ""')
    expect(() => peerTotal('takaken', 8, '8: 92 12\n')).toThrow('Takaken C printed')
  })
})
