import {
  countCompletions,
  KNOWN_COUNTS,
  listSolutions,
  parseQueens,
  readQueens,
  verifyPlacement,
} from '@nqueens/core'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { useBundledApp } from './worker-cpu.ts'

/**
 * Property-based fuzzing of every route with fast-check. Runs in Node through `app.request` on the
 * bundled app (worker-cpu.ts) rather than in the Workers pool: the same Hono app answers, but with
 * no round trip to workerd per request it runs several hundred cases a second instead of a few
 * dozen, which is what a fuzzer needs. (functions/src/app.hostile.test.ts runs fixed hostile cases
 * in workerd itself.)
 *
 * Properties: every answer is a 2xx, or a 4xx problem+json (an HTML page for /s/ pages); it comes
 * within a bound; and every 2xx is right: solutions verify with core's `verifyPlacement` and keep
 * the pre-placed queens, counts match `KNOWN_COUNTS`, verifications agree with core, and
 * `unsatisfiable` agrees with a fresh exhaustive search by core. Fixed seed; fast-check prints
 * the seed and the shrunk counterexample on failure.
 */
const SEED = 20261122
const RUNS = 300
/** Wall-clock bound per answer, far above the CPU budget (test/node/worst-case.test.ts measures). */
const ANSWER_MS = 10_000
const app = useBundledApp()
const ENV = { ENVIRONMENT: 'test', CPU_MS: '50', CURSOR_SECRET: 'fuzz test key, long enough!!' }

// Arbitraries: named constants, as fast-check's own tests do.
const smallN = fc.integer({ min: 1, max: 14 }).map(String)
const hostileNumber = fc.oneof(
  fc.integer({ min: -1_000_000, max: 1_000_000_000 }).map(String),
  fc.bigInt({ min: -(10n ** 30n), max: 10n ** 30n }).map(String),
  fc.double().map(String),
  fc.constantFrom('', ' 8', '8 ', '0x10', '1e3', '+8', '-0', '08', 'NaN', 'Infinity', '٨', '８'),
)
const hostileText = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 20 }),
  fc.string({ unit: 'binary', maxLength: 20 }),
  fc.constantFrom('__proto__', 'constructor', '%', '%zz', '%E0%A4%A', '\u0000', 'v1.', 'v1.e30.'),
)
const numberLike = fc.oneof(smallN, smallN, hostileNumber, hostileText)
const boardText = (maxN: number) =>
  fc.oneof(
    fc
      .array(fc.integer({ min: 0, max: maxN + 1 }), { minLength: 1, maxLength: maxN })
      .map((cols) => cols.join(',')),
    fc.array(fc.integer({ min: 0, max: 9 }), { minLength: 1, maxLength: 9 }).map((c) => c.join('')),
    fc
      .array(fc.tuple(fc.integer({ min: 1, max: maxN }), fc.integer({ min: 1, max: maxN })), {
        maxLength: 4,
      })
      .map((pairs) => pairs.map(([r, c]) => `${r}:${c}`).join(',')),
    fc.constantFrom(`${'1,'.repeat(20_000)}1`, '1,,3', '1,-2', ',', '1:1:1', '0'),
    hostileText,
  )
const cursorLike = fc.oneof(
  hostileText,
  fc.base64String({ maxLength: 200 }).map((b) => `v1.${b}.${'A'.repeat(43)}`),
  fc.constant('v'.repeat(70_000)),
)

/** A board of n rows with a few queens (or all rows filled): mostly readable, often unsolvable. */
const plausibleBoard = (minN: number, maxN: number, density = 0.2) =>
  fc
    .integer({ min: minN, max: maxN })
    .chain((n) =>
      fc
        .array(
          fc.oneof(
            { weight: Math.round(100 * (1 - density)), arbitrary: fc.constant(0) },
            { weight: Math.round(100 * density), arbitrary: fc.integer({ min: 1, max: n }) },
          ),
          { minLength: n, maxLength: n },
        )
        .map((cols): [number, string] => [n, cols.join(',')]),
    )
const optional = <T>(value: fc.Arbitrary<T>) => fc.option(value, { nil: undefined })

/** Pairs from a record of optional values, dropping the absent ones. */
function pairsOf(record: Record<string, string | undefined>): [string, string][] {
  return Object.entries(record).filter((e): e is [string, string] => e[1] !== undefined)
}

/** A query: each parameter absent, once, or repeated, with values from its arbitrary. */
function query(params: Record<string, fc.Arbitrary<string>>): fc.Arbitrary<[string, string][]> {
  const entries = Object.entries(params).map(([name, value]) =>
    fc
      .array(value, { maxLength: 2 })
      .chain((values) =>
        fc.oneof({ weight: 4, arbitrary: fc.constant(values.slice(0, 1)) }, fc.constant(values)),
      )
      .map((values) => values.map((v): [string, string] => [name, v])),
  )
  return fc.tuple(...entries).map((lists) => lists.flat())
}

function url(path: string, pairs: [string, string][], raw = false): string {
  if (pairs.length === 0) return path
  // Raw mode leaves values unencoded, so broken percent-escapes reach the router as sent.
  const text = raw
    ? pairs.map(([k, v]) => `${k}=${v.replace(/[#&\s]/g, '')}`).join('&')
    : new URLSearchParams(pairs).toString()
  return `${path}?${text}`
}

interface Answer {
  status: number
  type: string
  body: string
  json?: any
}

async function ask(path: string, init?: RequestInit): Promise<Answer> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ANSWER_MS} ms`)), ANSWER_MS)
  })
  try {
    const response = await Promise.race([app().request(path, init, ENV), timeout])
    const body = await response.text()
    const type = response.headers.get('Content-Type') ?? ''
    const json = type.includes('json') && body !== '' ? JSON.parse(body) : undefined
    if (response.status < 300) answered2xx++
    return { status: response.status, type, body, json }
  } finally {
    clearTimeout(timer)
  }
}

/** 2xx, or a 4xx problem naming a status that matches the response. */
function expectWellFormed(answer: Answer, path: string): void {
  expect(answer.status, path).toBeLessThan(500)
  if (answer.status < 300) return
  expect(answer.status, path).toBeGreaterThanOrEqual(400)
  if (path.startsWith('/s/') && !/\.(svg|txt)(\?|$)/.test(path)) {
    expect(answer.type, path).toMatch(/^text\/html/)
    return
  }
  expect(answer.type, path).toMatch(/^application\/problem\+json/)
  expect(answer.json.status, path).toBe(answer.status)
  expect(typeof answer.json.detail, path).toBe('string')
}

function board(text: string, n: number): Int32Array {
  const parsed = parseQueens(text, n)
  if (!parsed.ok) throw new Error(`the service answered a board core cannot read: ${text}`)
  return parsed.value
}

/** Pre-placed queens as the route read them (the same parser), or undefined. */
function preset(pairs: [string, string][], n: number): Int32Array | undefined {
  const text = pairs.find(([k]) => k === 'queens')?.[1]
  if (text === undefined) return undefined
  const parsed = parseQueens(text, n)
  return parsed.ok ? parsed.value : undefined
}

function expectKeeps(solution: Int32Array, queens: Int32Array | undefined, where: string): void {
  if (queens === undefined) return
  for (let row = 0; row < queens.length; row++) {
    if (queens[row] >= 0) expect(solution[row], where).toBe(queens[row])
  }
}

/** 2xx answers seen in the current property: a fuzzer that only ever met 400s would prove little. */
let answered2xx = 0

async function run(property: fc.IAsyncProperty<any>, least2xx = RUNS / 10): Promise<void> {
  answered2xx = 0
  await fc.assert(property, { seed: SEED, numRuns: RUNS, endOnFailure: true })
  expect(answered2xx).toBeGreaterThanOrEqual(least2xx)
}

describe('fuzzing every route (fast-check, fixed seed)', { timeout: 120_000 }, () => {
  it('/api/count: 2xx counts match the known counts', async () => {
    const params = query({
      n: numberLike,
      algorithm: fc.oneof(
        fc.constantFrom('symmetry', 'bitmask', 'mirror', 'flags', 'backtrack', 'brute-force'),
        fc.constantFrom('parallel', 'BITMASK'),
        hostileText,
      ),
      budget: numberLike,
      compute: fc.oneof(fc.constantFrom('true', 'false'), hostileText),
      cursor: cursorLike,
      queens: boardText(14),
    })
    const plausible = fc
      .record({
        n: fc.integer({ min: 1, max: 32 }).map(String),
        algorithm: optional(
          fc.constantFrom('symmetry', 'bitmask', 'mirror', 'flags', 'backtrack', 'parallel'),
        ),
        budget: optional(fc.integer({ min: 1, max: 10_000_000 }).map(String)),
        compute: optional(fc.constantFrom('true', 'false')),
      })
      .map(pairsOf)
    // Counted completions: pre-placed queens (attacking ones included), n from the board or given.
    const completions = fc
      .record({
        board: plausibleBoard(1, 12, 0.25),
        withN: fc.boolean(),
        budget: optional(fc.integer({ min: 1, max: 100_000 }).map(String)),
      })
      .map(({ board: [n, queens], withN, budget }) =>
        pairsOf({ n: withN ? String(n) : undefined, queens, budget }),
      )
    await run(
      fc.asyncProperty(
        fc.oneof(plausible, completions, params),
        fc.boolean(),
        async (pairs, raw) => {
          const path = url('/api/count', pairs, raw)
          const answer = await ask(path)
          expectWellFormed(answer, path)
          if (answer.status !== 200) return
          if (answer.json.algorithm === 'completions') {
            // Raw values reach the server percent-decoded; the encoded ones are what was sent.
            if (raw) return
            const queens = readQueens(new Map(pairs).get('queens')!, answer.json.n)
            const exact = countCompletions(answer.json.n, { queens }).total
            const total = BigInt(answer.json.total)
            if (answer.json.status === 'complete') expect(total, path).toBe(exact)
            else expect(total <= exact, path).toBe(true)
            return
          }
          const known = KNOWN_COUNTS[answer.json.n]
          if (known === undefined) return
          const total = BigInt(answer.json.total)
          if (answer.json.status === 'complete') {
            expect(total, path).toBe(known.total)
            if (answer.json.unique !== undefined)
              expect(BigInt(answer.json.unique)).toBe(known.unique)
          } else {
            expect(total <= known.total, path).toBe(true)
          }
        },
      ),
    )
  })

  it('/api/solve: solutions verify and keep the pre-placed queens; unsatisfiable is proved', async () => {
    const params = query({
      n: numberLike,
      queens: boardText(14),
      method: fc.oneof(
        fc.constantFrom('construct', 'mrv', 'first', 'min-conflicts', 'swap-random', 'swap-det'),
        fc.constantFrom('shuffle', 'boltzmann'),
        hostileText,
      ),
      seed: numberLike,
      budget: numberLike,
      cursor: cursorLike,
    })
    const plausible = fc
      .tuple(
        plausibleBoard(1, 14),
        fc.boolean(),
        fc.record({
          method: optional(
            fc.constantFrom('construct', 'mrv', 'first', 'min-conflicts', 'swap-random', 'shuffle'),
          ),
          seed: optional(fc.integer({ min: 0, max: 1000 }).map(String)),
          budget: optional(fc.integer({ min: 1, max: 10_000_000 }).map(String)),
        }),
      )
      .map(([[n, queens], withQueens, rest]) =>
        pairsOf({ n: String(n), queens: withQueens ? queens : undefined, ...rest }),
      )
    await run(
      fc.asyncProperty(fc.oneof(plausible, params), fc.boolean(), async (pairs, raw) => {
        const path = url('/api/solve', pairs, raw)
        const answer = await ask(path)
        expectWellFormed(answer, path)
        if (answer.status !== 200) return
        const n = answer.json.n as number
        const queens = preset(pairs, n)
        if (answer.json.status === 'solved') {
          const solution = board(answer.json.queens, n)
          expect(solution.length, path).toBe(n)
          expect(verifyPlacement(solution).valid, path).toBe(true)
          expectKeeps(solution, queens, path)
        }
        if (answer.json.status === 'unsatisfiable' && n <= 12) {
          // A fresh exhaustive search by core finds no completion either.
          const page = listSolutions(n, { queens, limit: 1, budget: 1e9 })
          expect(page.status).toBe('complete')
          expect(page.solutions.length, path).toBe(0)
        }
      }),
    )
  })

  it('/api/solutions: every listed solution verifies, keeps the queens, in order', async () => {
    const params = query({
      n: numberLike,
      queens: boardText(12),
      limit: numberLike,
      budget: numberLike,
      cursor: cursorLike,
    })
    const plausible = fc
      .tuple(
        plausibleBoard(1, 11, 0.15),
        fc.boolean(),
        fc.record({
          limit: optional(fc.integer({ min: 1, max: 100 }).map(String)),
          budget: optional(fc.integer({ min: 1, max: 10_000_000 }).map(String)),
        }),
      )
      .map(([[n, queens], withQueens, rest]) =>
        pairsOf({ n: String(n), queens: withQueens ? queens : undefined, ...rest }),
      )
    await run(
      fc.asyncProperty(fc.oneof(plausible, params), fc.boolean(), async (pairs, raw) => {
        const path = url('/api/solutions', pairs, raw)
        const answer = await ask(path)
        expectWellFormed(answer, path)
        if (answer.status !== 200) return
        const n = answer.json.n as number
        const queens = preset(pairs, n)
        const listed = (answer.json.solutions as string[]).map((text) => board(text, n))
        for (const solution of listed) {
          expect(verifyPlacement(solution).valid, path).toBe(true)
          expectKeeps(solution, queens, path)
        }
        for (let i = 1; i < listed.length; i++) {
          expect(lexLess(listed[i - 1], listed[i]), path).toBe(true)
        }
      }),
    )
  })

  it('/api/verify (GET and POST with broken bodies): agrees with core', async () => {
    const full = plausibleBoard(1, 30, 1).map(([, queens]) => queens)
    const params = fc.oneof(
      full.map((queens): [string, string][] => [['queens', queens]]),
      query({ queens: boardText(30), n: numberLike }),
    )
    const body = fc.oneof(
      full.map((queens) => JSON.stringify({ queens })),
      boardText(30).map((queens) => JSON.stringify({ queens })),
      fc.json(),
      fc.string({ maxLength: 60 }),
      fc.constantFrom('{', '{"queens":', '{"queens": 12345678}', 'null', '[]', '"x"', ''),
    )
    const contentType = fc.constantFrom('application/json', 'text/plain', '', 'application/xml')
    await run(
      fc.asyncProperty(params, body, contentType, fc.boolean(), async (pairs, text, type, post) => {
        const path = post ? '/api/verify' : url('/api/verify', pairs)
        const headers: Record<string, string> = type ? { 'Content-Type': type } : {}
        const init: RequestInit | undefined = post
          ? { method: 'POST', body: text, headers }
          : undefined
        const answer = await ask(path, init)
        expectWellFormed(answer, path)
        if (answer.status !== 200) return
        const n = answer.json.n as number
        const sent = post ? JSON.parse(text).queens : pairs.find(([k]) => k === 'queens')?.[1]
        const truth = verifyPlacement(board(String(sent), n))
        expect(answer.json.valid, path).toBe(truth.valid)
        expect(answer.json.conflicts.length, path).toBe(truth.conflicts.length)
      }),
    )
  })

  it('/s/ permalinks and the other routes: never a 5xx', async () => {
    const suffix = fc.constantFrom('', '.svg', '.txt', '.png', '/', '.svg.txt')
    const path = fc.oneof(
      fc
        .tuple(numberLike, boardText(20), suffix)
        .map(
          ([n, queens, end]) => `/s/${encodeURIComponent(n)}/${encodeURIComponent(queens)}${end}`,
        ),
      fc
        .tuple(numberLike, hostileText, numberLike, suffix)
        .map(
          ([n, method, seed, end]) =>
            `/s/${encodeURIComponent(n)}/~${encodeURIComponent(method)}:${encodeURIComponent(seed)}${end}`,
        ),
      fc.constantFrom(
        '/api/health',
        '/api/openapi.json',
        '/api/docs',
        '/api',
        '/api/x',
        '/s/',
        '/s',
      ),
      hostileText.map((t) => `/api/${encodeURIComponent(t)}`),
    )
    const method = fc.constantFrom('GET', 'HEAD', 'OPTIONS', 'PUT', 'DELETE', 'PATCH')
    await run(
      fc.asyncProperty(path, method, async (p, m) => {
        const answer = await ask(p, { method: m })
        expect(answer.status, `${m} ${p}`).toBeLessThan(500)
        if (m === 'GET' && answer.status >= 400 && p.startsWith('/api')) {
          expect(answer.type, p).toMatch(/^application\/problem\+json/)
        }
      }),
    )
  })
})

function lexLess(a: Int32Array, b: Int32Array): boolean {
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return a[i] < b[i]
  return false
}
