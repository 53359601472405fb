import { describe, expect, it } from 'vitest'
import { runCli } from '../../../test/harness/cli.ts'

describe('nqueens tree', () => {
  it('prints the n = 4 tree indented, with its two solutions and dead ends; refuses n = 9', async () => {
    const [four, nine] = await Promise.all([runCli('tree', '4'), runCli('tree', '9')])
    expect(four.code).toBe(0)
    expect(four.stdout).toBe(
      [
        'n = 4: 17 nodes (root included), 2 solutions',
        '(root: the empty board)',
        '1:1',
        '  2:3  dead end',
        '  2:4',
        '    3:2  dead end',
        '1:2',
        '  2:4',
        '    3:1',
        '      4:3  solution 2,4,1,3',
        '1:3',
        '  2:1',
        '    3:4',
        '      4:2  solution 3,1,4,2',
        '1:4',
        '  2:1',
        '    3:3  dead end',
        '  2:2  dead end',
        '',
      ].join('\n'),
    )
    expect(nine).toEqual({
      code: 2,
      stdout: '',
      stderr: 'nqueens: Invalid n: must be an integer from 1 to 8, got 9\n',
    })
  })
})
