import { describe, expect, it } from 'vitest'
import { makeJobId, parseJobId } from './names.ts'
import { DEFAULT_JOB_MAX_N, readJobMaxN } from '../../lib/http/limits.ts'

describe('the largest job n, a deployment setting', () => {
  it('is JOB_MAX_N when it is a whole number from 1 to 32, else the default', () => {
    expect(readJobMaxN({ JOB_MAX_N: '24' })).toBe(24)
    expect(readJobMaxN({ JOB_MAX_N: '32' })).toBe(32)
    for (const bad of [undefined, '', '0', '33', '20.5', 'twenty']) {
      expect(readJobMaxN({ JOB_MAX_N: bad })).toBe(DEFAULT_JOB_MAX_N)
    }
    expect(readJobMaxN(undefined)).toBe(20)
  })

  it('bounds the ids a job may have, both ways', () => {
    expect(makeJobId(24, 24)).toBe('n24-constellation')
    expect(() => makeJobId(21, 20)).toThrow(/must be an integer from 1 to 20 .*, got 21/)
    expect(parseJobId('n24-constellation', 24)).toEqual({ n: 24 })
    expect(() => parseJobId('n24-constellation', 20)).toThrow(/n from 1 to 20/)
  })
})
