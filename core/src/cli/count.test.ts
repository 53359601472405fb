import { describe, expect, it } from 'vitest'
import { runCli } from '../../../test/harness/cli.ts'

describe('nqueens count', () => {
  it('counts n = 8 on the thread pool by default and prints one JSON object', async () => {
    const { code, stdout, stderr } = await runCli('count', '8', '--json', '--threads', '2')
    expect({ code, stderr }).toEqual({ code: 0, stderr: '' })
    const answer = JSON.parse(stdout)
    expect(answer).toMatchObject({
      n: 8,
      algorithm: 'parallel',
      status: 'complete',
      total: '92',
      unique: '12',
      engine: 'lanes',
    })
    expect(Object.keys(answer).sort()).toEqual(
      ['algorithm', 'byFirstRow', 'engine', 'ms', 'n', 'nodes', 'status', 'total', 'unique'].sort(),
    )
    expect(answer.nodes).toBeGreaterThan(0)
  })

  it('prints the counts by first-row column with the constellation count', async () => {
    const text = await runCli('count', '10', '--algorithm', 'constellation')
    expect(text.stdout).toContain(
      'by first-row column (A059963): 64; 48; 65; 93; 92; 92; 93; 65; 48; 64\n',
    )
    expect(text.stdout).toMatch(/\nalgorithm constellation on the lanes, [\d,]+ nodes, /)
    const json = JSON.parse(
      (await runCli('count', '8', '--algorithm', 'constellation', '--json')).stdout,
    )
    expect(json.byFirstRow).toEqual(['4', '8', '16', '18', '18', '16', '8', '4'])
  })

  it('stops at a budget, prints the resume command, and the resumed count finishes exactly', async () => {
    const first = await runCli('count', '10', '--algorithm', 'bitmask', '--budget', '2000')
    expect(first.code).toBe(0)
    expect(first.stdout).toMatch(/^n = 10: partial, \d+ solutions so far\n/)
    expect(first.stdout).toContain('algorithm bitmask, 2,000 nodes')
    expect(first.stdout).toContain('reference, not computed here: 724 solutions, OEIS A000170')
    const resume = /resume: npx nqueens (.*)\n/.exec(first.stdout)?.[1].split(' ') ?? []
    expect(resume.slice(0, 6)).toEqual([
      'count',
      '10',
      '--algorithm',
      'bitmask',
      '--budget',
      '2000',
    ])
    // Keep going with a budget that finishes, on the cursor from the text output.
    const cursor = resume[resume.indexOf('--cursor') + 1]
    const rest = await runCli('count', '10', '--algorithm', 'bitmask', '--cursor', cursor, '--json')
    expect(JSON.parse(rest.stdout)).toMatchObject({ status: 'complete', total: '724' })
  })

  it('--json carries all the text output says: the resume command and the published value', async () => {
    const args = ['count', '27', '--budget', '1000', '--threads', '2']
    const [text, json] = await Promise.all([runCli(...args), runCli(...args, '--json')])
    expect([text.code, json.code]).toEqual([0, 0])
    const answer = JSON.parse(json.stdout)
    expect(answer).toMatchObject({
      n: 27,
      algorithm: 'parallel',
      status: 'partial',
      nodes: 1000,
      reference: {
        total: '234907967154122528',
        unique: '29363495934315694',
        source: 'OEIS A000170 (https://oeis.org/A000170)',
        uniqueSource: 'OEIS A002562 (https://oeis.org/A002562)',
      },
    })
    expect(answer.resume).toBe(
      `npx nqueens count 27 --algorithm parallel --budget 1000 --threads 2 --cursor ${answer.cursor}`,
    )
    // Line by line, what the text says is in the JSON (the cursors differ only if the runs did).
    const lines = text.stdout.trimEnd().split('\n')
    expect(lines[0]).toBe(
      `n = 27: partial, ${answer.total} solutions so far (${answer.unique} unique)`,
    )
    expect(lines[1]).toMatch(
      new RegExp(`^algorithm parallel on the ${answer.engine}, 1,000 nodes, `),
    )
    expect(lines[2]).toMatch(
      /^resume: npx nqueens count 27 --algorithm parallel --budget 1000 --threads 2 --cursor v1\./,
    )
    expect(lines[3]).toBe(
      'reference, not computed here: 234,907,967,154,122,528 solutions, OEIS A000170 (https://oeis.org/A000170)',
    )
    expect(lines).toHaveLength(4)
  })

  it('refuses bad input with one line and exit 2, and unknown flags with the usage', async () => {
    // Independent runs go in parallel: each spawn costs about half a second.
    const [tooBig, badAlgorithm, unknown] = await Promise.all([
      runCli('count', '40'),
      runCli('count', '8', '--algorithm', 'magic'),
      runCli('count', '8', '--frob'),
    ])
    expect(tooBig).toEqual({
      code: 2,
      stdout: '',
      stderr: 'nqueens: Invalid n: must be an integer from 1 to 32, got 40\n',
    })
    expect(badAlgorithm.code).toBe(2)
    expect(badAlgorithm.stderr).toBe(
      'nqueens: Invalid algorithm: must be one of parallel (the default), brute-force, ' +
        'backtrack, flags, bitmask, mirror, symmetry, constellation, completions, got "magic"\n',
    )
    // Every id the message lists is taken.
    const listed = /one of (.*), got/.exec(badAlgorithm.stderr)![1].replace(' (the default)', '')
    const ids = listed.split(', ')
    const runs = await Promise.all(ids.map((id) => runCli('count', '6', '--algorithm', id)))
    runs.forEach((run, i) => {
      expect(run.code, ids[i]).toBe(0)
      expect(run.stdout, ids[i]).toMatch(/^n = 6(, 0 queens placed)?: 4 (solutions|completions)/)
    })
    expect(unknown.code).toBe(2)
    expect(unknown.stderr).toMatch(/^nqueens: Unknown option '--frob'\nusage: nqueens count N/)
  })
})

describe('nqueens count --engine', () => {
  it('refuses an engine it does not have, and flags the GPU does not take, before counting', async () => {
    const [unknown, budget, algorithm, completions] = await Promise.all([
      runCli('count', '8', '--engine', 'cuda'),
      runCli('count', '8', '--engine', 'webgpu', '--budget', '5'),
      runCli('count', '8', '--engine', 'webgpu', '--algorithm', 'bitmask'),
      runCli('count', '8', '--engine', 'lanes', '--queens', '1:1'),
    ])
    expect(unknown).toEqual({
      code: 2,
      stdout: '',
      stderr: 'nqueens: Invalid engine: must be one of auto, webgpu, lanes, got "cuda"\n',
    })
    expect(budget.stderr).toBe(
      'nqueens: Invalid budget: is for the CPU engines; --engine webgpu counts every unit to the end\n',
    )
    expect(algorithm.stderr).toMatch(
      /^nqueens: Invalid algorithm: must be parallel \(the default\)/,
    )
    expect(completions.stderr).toBe('nqueens: Invalid engine: does not apply to completions\n')
    expect([budget.code, algorithm.code, completions.code]).toEqual([2, 2, 2])
  })

  it('counts on the lanes below the size where a GPU pays, whatever the machine has', async () => {
    const { code, stdout } = await runCli('count', '12', '--json', '--threads', '2')
    expect(code).toBe(0)
    expect(JSON.parse(stdout)).toMatchObject({ engine: 'lanes', total: '14200' })
    const text = await runCli('count', '12', '--engine', 'lanes')
    expect(text.stdout).toMatch(/\nalgorithm parallel on the lanes, [\d,]+ nodes, /)
  })
})

describe('nqueens count --queens', () => {
  it('counts the completions of pre-placed queens, exactly, and resumes from a budget', async () => {
    const [one, json, partial] = await Promise.all([
      runCli('count', '8', '--queens', '0,0,3,0,0,4,0,0'),
      runCli('count', '10', '--queens', '1:2', '--json'),
      runCli('count', '10', '--queens', '1:2', '--budget', '500'),
    ])
    expect(one).toEqual({
      code: 0,
      stdout: expect.stringMatching(
        /^n = 8, 2 queens placed: 1 completion\nalgorithm completions, /,
      ),
      stderr: '',
    })
    // 48 of the 724 solutions of n = 10 have their first queen in column 2 (by enumeration).
    expect(JSON.parse(json.stdout)).toMatchObject({ status: 'complete', total: '48', placed: 1 })
    expect(partial.stdout).toMatch(/^n = 10, 1 queen placed: partial, \d+ completions? so far\n/)
    const resume = /resume: npx nqueens (.*)\n/.exec(partial.stdout)?.[1].split(' ') ?? []
    expect(resume.slice(0, 6)).toEqual(['count', '10', '--queens', '1:2', '--budget', '500'])
    const cursor = resume[resume.indexOf('--cursor') + 1]
    const rest = await runCli('count', '10', '--queens', '1:2', '--cursor', cursor, '--json')
    expect(JSON.parse(rest.stdout)).toMatchObject({ status: 'complete', total: '48' })
  })

  it('counts every solution as completions of an empty board, resumable, with the published value', async () => {
    const args = ['count', '10', '--algorithm', 'completions']
    const first = await runCli(...args, '--budget', '2000', '--json')
    const answer = JSON.parse(first.stdout)
    expect(answer).toMatchObject({
      algorithm: 'completions',
      status: 'partial',
      placed: 0,
      reference: { total: '724', source: 'OEIS A000170 (https://oeis.org/A000170)' },
    })
    // The resume command counts completions again, not the default counter.
    expect(answer.resume).toBe(
      `npx nqueens count 10 --algorithm completions --budget 2000 --cursor ${answer.cursor}`,
    )
    const rest = await runCli(...args, '--cursor', answer.cursor)
    expect(rest.stdout).toMatch(/^n = 10, 0 queens placed: 724 completions\n/)
  })

  it('answers queens that attack each other with 0 and the pairs, and refuses other algorithms', async () => {
    const [attacking, other, threads] = await Promise.all([
      runCli('count', '8', '--queens', '1,2,0,0,0,0,0,0'),
      runCli('count', '8', '--queens', '1,0,0,0,0,0,0,0', '--algorithm', 'bitmask'),
      runCli('count', '8', '--queens', '1,0,0,0,0,0,0,0', '--threads', '2'),
    ])
    expect(attacking.code).toBe(0)
    expect(attacking.stdout).toMatch(
      /^n = 8, 2 queens placed: 0 completions: the given queens attack each other: 1:1 and 2:2\n/,
    )
    expect(other).toMatchObject({ code: 2, stdout: '' })
    expect(other.stderr).toMatch(
      /^nqueens: Invalid algorithm: pre-placed queens are counted by completions only/,
    )
    expect(threads).toMatchObject({
      code: 2,
      stderr: 'nqueens: Invalid threads: only applies to --algorithm parallel\n',
    })
  })
})
