import { describe, expect, it } from 'vitest'
import { runCli } from '../../../test/harness/cli.ts'

describe('nqueens solve', () => {
  it('solves n = 8 and prints the queens and the board', async () => {
    const text = await runCli('solve', '8')
    expect(text.code).toBe(0)
    const lines = text.stdout.trimEnd().split('\n')
    expect(lines[0]).toMatch(/^n = 8: solved by [\w-]+/)
    expect(lines[1]).toMatch(/^queens: \d(,\d){7}$/)
    expect(lines.slice(2)).toHaveLength(8)
    expect(lines.slice(2).every((l) => /^\.*Q\.*$/.test(l) && l.length === 8)).toBe(true)
  })

  it('proves 1,3,0,0,0,0,0,0 cannot be completed', async () => {
    const { code, stdout } = await runCli('solve', '8', '--queens', '1,3,0,0,0,0,0,0', '--json')
    expect(code).toBe(0)
    const answer = JSON.parse(stdout)
    expect(answer).toMatchObject({
      n: 8,
      status: 'unsatisfiable',
      // The queens sent, as the API writes them.
      queens: '1,3,0,0,0,0,0,0',
    })
    expect(answer.conflicts).toBeUndefined()
  })

  it('reports pre-placed queens that attack each other, and draws SVG when asked', async () => {
    const [{ stdout }, svg] = await Promise.all([
      runCli('solve', '6', '--queens', '1:1,2:2', '--json'),
      runCli('solve', '6', '--format', 'svg'),
    ])
    expect(JSON.parse(stdout)).toMatchObject({ status: 'unsatisfiable', conflicts: [[1, 1, 2, 2]] })
    expect(svg.stdout).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"[^>]*role="img"/)
    expect(svg.stdout.trimEnd()).toMatch(/<\/svg>$/)
  })

  it('refuses bad queens and formats with one line and exit 2', async () => {
    const [queens, format] = await Promise.all([
      runCli('solve', '8', '--queens', '4,7,11,8,2,5,1,6'),
      runCli('solve', '8', '--format', 'png'),
    ])
    expect(queens).toEqual({
      code: 2,
      stdout: '',
      stderr: 'nqueens: Invalid queens: row 3 has column 11, but the board is 8 wide\n',
    })
    expect(format.stderr).toBe(
      'nqueens: Invalid format: must be one of rows, spaced, svg, got "png"\n',
    )
    expect(format.code).toBe(2)
  })
})
