import { KNOWN_COUNTS, parseQueens, verifyPlacement } from '@nqueens/core'

/**
 * The mixed traffic of `npm run load`: counts, solves, completions, verifications, solution
 * pages, permalinks (page, SVG, text) and bad input. Each request carries the check of its
 * answer, run on every response, so a wrong answer under load is counted, not just a 5xx.
 */
export interface Probe {
  path: string
  method?: string
  headers?: Record<string, string>
  body?: string
  /** Returns why the answer is wrong, or undefined when it is right. */
  check: (status: number, body: string, headers: Record<string, string>) => string | undefined
}

/** The fields the probes read, as an answer of any route may carry them. */
interface Json {
  status?: string
  total?: string
  cursor?: unknown
  queens?: unknown
  valid?: boolean
  conflicts?: unknown[]
  parameter?: string
  solutions?: unknown[]
}

function json(status: number, body: string, want = 200): Json | string {
  if (status !== want) return `status ${status}, expected ${want}`
  try {
    return JSON.parse(body) as Json
  } catch {
    return 'body is not JSON'
  }
}

function countProbe(n: number, algorithm = 'symmetry'): Probe {
  const known = KNOWN_COUNTS[n]!
  return {
    path: `/api/count?n=${n}&algorithm=${algorithm}`,
    check: (status, body) => {
      const answer = json(status, body)
      if (typeof answer === 'string') return answer
      if (answer.status !== 'complete') return `status ${answer.status}`
      return answer.total === known.total.toString() ? undefined : `total ${answer.total}`
    },
  }
}

/** A solution: n queens, no two attacking, keeping any pre-placed ones. */
function solveProbe(query: string, n: number, keep: Record<number, number> = {}): Probe {
  return {
    path: `/api/solve?${query}`,
    check: (status, body) => {
      const answer = json(status, body)
      if (typeof answer === 'string') return answer
      // Local search may stop at the node budget: a partial answer with a cursor is honest.
      if (answer.status === 'partial' && typeof answer.cursor === 'string') return undefined
      if (answer.status !== 'solved') return `status ${answer.status}`
      const parsed = parseQueens(String(answer.queens), n)
      if (!parsed.ok) return `unreadable queens: ${parsed.error}`
      if (parsed.value.length !== n || !verifyPlacement(parsed.value).valid) return 'not a solution'
      for (const [row, col] of Object.entries(keep)) {
        if (parsed.value[Number(row)] !== col) return `moved the queen of row ${Number(row) + 1}`
      }
      return undefined
    },
  }
}

function verifyProbe(queens: string, valid: boolean, conflicts: number): Probe {
  return {
    path: `/api/verify?queens=${queens}`,
    check: (status, body) => {
      const answer = json(status, body)
      if (typeof answer === 'string') return answer
      if (answer.valid !== valid) return `valid = ${answer.valid}`
      return answer.conflicts?.length === conflicts ? undefined : 'wrong conflicts'
    },
  }
}

function pageProbe(path: string, type: RegExp, contains: string): Probe {
  return {
    path,
    check: (status, body, headers) => {
      if (status !== 200) return `status ${status}`
      if (!type.test(headers['content-type'] ?? '')) return `type ${headers['content-type']}`
      return body.includes(contains) ? undefined : `missing ${contains}`
    },
  }
}

function badInputProbe(path: string, parameter: string): Probe {
  return {
    path,
    check: (status, body, headers) => {
      if (!/^application\/problem\+json/.test(headers['content-type'] ?? '')) return 'not a problem'
      const answer = json(status, body, 400)
      if (typeof answer === 'string') return answer
      return answer.parameter === parameter ? undefined : `parameter ${answer.parameter}`
    },
  }
}

export const TRAFFIC: Probe[] = [
  countProbe(8),
  countProbe(10, 'bitmask'),
  countProbe(12),
  countProbe(27),
  solveProbe('n=8&method=mrv&seed=3', 8),
  solveProbe('n=1000', 1000),
  solveProbe('n=200&method=min-conflicts&seed=7', 200),
  solveProbe('n=10&queens=1:3,5:9', 10, { 0: 2, 4: 8 }),
  verifyProbe('15863724', true, 0),
  verifyProbe('12345678', false, 28),
  {
    path: '/api/verify',
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ queens: '2,4,1,3' }),
    check: verifyProbe('2,4,1,3', true, 0).check,
  },
  {
    path: '/api/solutions?n=6&limit=10',
    check: (status, body) => {
      const answer = json(status, body)
      if (typeof answer === 'string') return answer
      // n = 6 has exactly 4 solutions.
      return answer.solutions?.length === 4 ? undefined : `${answer.solutions?.length} solutions`
    },
  },
  pageProbe('/s/8/1,5,8,6,3,7,2,4', /^text\/html/, '<svg'),
  pageProbe('/s/8/1,5,8,6,3,7,2,4.svg', /^image\/svg\+xml/, '<svg'),
  pageProbe('/s/8/1,5,8,6,3,7,2,4.txt', /^text\/plain/, 'Q'),
  badInputProbe('/api/count?n=abc', 'n'),
  badInputProbe('/api/solve?n=8&method=teleport', 'method'),
  badInputProbe(
    '/api/count?n=12&cursor=v1.e30.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA',
    'cursor',
  ),
]
