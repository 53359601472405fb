import { describe, expect, it } from 'vitest'
import { runCli } from '../../../test/harness/cli.ts'

describe('nqueens solutions', () => {
  it('pages through the 4 solutions of n = 6 by cursor, and refuses a bad limit', async () => {
    const [first, bad] = await Promise.all([
      runCli('solutions', '6', '--limit', '3', '--json'),
      runCli('solutions', '6', '--limit', '0'),
    ])
    const page = JSON.parse(first.stdout)
    expect(page).toMatchObject({
      n: 6,
      status: 'partial',
      // Written as the API writes them.
      solutions: ['2,4,6,1,3,5', '3,6,2,5,1,4', '4,1,5,2,6,3'],
    })
    const next = await runCli('solutions', '6', '--limit', '3', '--cursor', page.cursor)
    expect(next.code).toBe(0)
    expect(next.stdout).toMatch(/^5,3,1,6,4,2\nn = 6: 1 solution on this page, the last page/)
    expect(next.stdout).not.toContain('next page')
    expect(bad).toMatchObject({ code: 2, stdout: '' })
    expect(bad.stderr).toMatch(/^nqueens: Invalid limit: .*\n$/)
  })
})
