import { describe, expect, it } from 'vitest'
import { runCli } from '../../../test/harness/cli.ts'

describe('nqueens verify', () => {
  it('exits 0 for a solution and 1 with the attacking pairs for a board with attacks', async () => {
    const [valid, validJson, invalid, invalidJson, bad] = await Promise.all([
      runCli('verify', '4,7,3,8,2,5,1,6'),
      runCli('verify', '47382516', '--json'),
      runCli('verify', '1,2,0,4'),
      runCli('verify', '1,2,0,4', '--json'),
      runCli('verify', '1,2,x'),
    ])
    expect(valid).toMatchObject({ code: 0, stderr: '' })
    expect(valid.stdout).toMatch(/^valid: a solution, 8 queens/)
    expect(JSON.parse(validJson.stdout)).toEqual({
      n: 8,
      valid: true,
      complete: true,
      conflicts: [],
    })
    expect(invalid.code).toBe(1)
    expect(invalid.stdout).toBe(
      'invalid: 3 of 4 rows hold a queen; 3 attacking pairs\n' +
        '  1:1 and 2:2 (same diagonal)\n' +
        '  1:1 and 4:4 (same diagonal)\n' +
        '  2:2 and 4:4 (same diagonal)\n' +
        '  empty rows: 3\n',
    )
    expect(invalidJson.code).toBe(1)
    expect(JSON.parse(invalidJson.stdout)).toEqual({
      n: 4,
      valid: false,
      complete: false,
      conflicts: [
        [1, 1, 2, 2],
        [1, 1, 4, 4],
        [2, 2, 4, 4],
      ],
    })
    expect(bad.code).toBe(2)
    expect(bad.stderr).toMatch(
      /^nqueens: Invalid queens: has an unexpected character "x" at position 5/,
    )
  })
})
