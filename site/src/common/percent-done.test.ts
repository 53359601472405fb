import { describe, expect, it } from 'vitest'
import { percentDone } from './percent-done.ts'

describe('percentDone', () => {
  it('rounds down, so that unfinished work never reads 100 %', () => {
    expect(percentDone(0.996)).toBe('99%')
    expect(percentDone(1 - 1e-12)).toBe('99%')
    expect(percentDone(1)).toBe('100%')
    expect(percentDone(0.29)).toBe('29%')
    expect(percentDone(0.5)).toBe('50%')
  })

  it('shows one decimal below a tenth', () => {
    expect(percentDone(0)).toBe('0.0%')
    expect(percentDone(0.0123)).toBe('1.2%')
    expect(percentDone(0.0999)).toBe('9.9%')
  })
})
