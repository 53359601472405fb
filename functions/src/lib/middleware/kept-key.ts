/**
 * @module The keys of kept answers (lib/middleware/kept-answers.ts): which URLs ask a question whose
 * answer may be kept, and one key per question, so that the same question written another way
 * finds the same answer.
 *
 * A key is the request's URL with its query parameters sorted and a few defaults that were spelled
 * out left out, under `/.kept/<version>/`: a new deployment starts with no kept answers, so a fix
 * is never hidden behind an answer its predecessor kept. Only what is safe is merged:
 * - Sorting only reorders parameters of different names, which the routes read by name. A name
 *   given twice (`theme=dark&theme=light`: the first one wins) is not kept at all.
 * - Parameters are compared as written (`4,7` and `4%2C7` are two keys): a miss, never a wrong
 *   answer.
 * - A default is left out only where the route reads it exactly as if it were absent.
 * - Permalink pages and images read `theme` alone, and the PNG `width` too (a thumbnail's), and
 *   ignore every other parameter, since their links are shared with trackers' parameters added
 *   (`utm_source`, `fbclid`, …): their keys keep those only, so one board is kept once.
 * - The API's routes refuse a parameter they do not read, so their keys leave nothing out: a kept
 *   answer never answers a request its route refuses.
 */
import { CARD } from '@nqueens/charts/card'
import { DEFAULT_COUNTER } from '../schemas/params.ts'

/** The parameters of a walk's step: such requests are computed, never answered from the cache. */
const STEP_PARAMETERS = new Set(['cursor', 'budget'])

/** Permalink pages and images: `/s/<n>/<board>`; `/s/-/…` are the pages' own files. */
const PERMALINK = /^\/s\/(?!-\/)[^/]+\/[^/]+$/

/** The parameters permalink pages and images read (resources/boards/route.ts); they ignore the rest. */
const PERMALINK_PARAMETERS = new Set(['theme'])
const PERMALINK_PNG_PARAMETERS = new Set(['theme', 'width'])

/**
 * Spelled-out defaults, per route, that give the same answer as leaving them out: the counter
 * (`DEFAULT_COUNTER`, unless `queens` asks for completions, which it refuses), `compute=false`,
 * the seed (1), the solve format (`list`), the image theme (anything but `dark` is light), a
 * permalink PNG's width (1200, the card's).
 */
function isDefault(path: string, pair: string, names: Set<string>): boolean {
  if (path === '/api/count') {
    return (
      pair === 'compute=false' || (pair === `algorithm=${DEFAULT_COUNTER}` && !names.has('queens'))
    )
  }
  if (path === '/api/solve') return pair === 'seed=1' || pair === 'format=list'
  if (!PERMALINK.test(path)) return false
  return pair === 'theme=light' || (path.endsWith('.png') && pair === `width=${CARD.width}`)
}

/**
 * The cache key of a GET request's answer, or undefined when its answer is not kept: another
 * route, a step of a walk (`cursor`, `budget`), or a parameter given twice.
 *
 * @example
 * keptKey(new URL('https://q.dev/api/count?n=15&algorithm=constellation'), 'v7')
 * // 'https://q.dev/.kept/v7/api/count?n=15'
 * keptKey(new URL('https://q.dev/api/count?algorithm=bitmask&n=15'), 'v7')
 * // 'https://q.dev/.kept/v7/api/count?algorithm=bitmask&n=15'
 * keptKey(new URL('https://q.dev/s/8/47382516?utm_source=chat&theme=dark'), 'v7')
 * // 'https://q.dev/.kept/v7/s/8/47382516?theme=dark'
 */
export function keptKey(url: URL, version: string): string | undefined {
  const path = url.pathname
  const kept = ['/api/count', '/api/verify', '/api/solve'].includes(path) || PERMALINK.test(path)
  if (!kept) return undefined
  // Empty pieces (`n=8&&`) stay: they are read as parameters named '' (twice: not kept).
  let pairs = url.search.length > 1 ? url.search.slice(1).split('&') : []
  if (PERMALINK.test(path)) {
    const read = path.endsWith('.png') ? PERMALINK_PNG_PARAMETERS : PERMALINK_PARAMETERS
    pairs = pairs.filter((pair) => read.has(readName(pair) ?? ''))
  }
  const names = new Set<string>()
  for (const pair of pairs) {
    const name = readName(pair)
    if (name === undefined || names.has(name) || STEP_PARAMETERS.has(name)) return undefined
    names.add(name)
  }
  const query = pairs
    .filter((pair) => !isDefault(path, pair, names))
    .sort()
    .join('&')
  return `${url.origin}/.kept/${encodeURIComponent(version)}${path}${query ? `?${query}` : ''}`
}

/** A parameter's name as Hono reads it (`+` is a space), or undefined when it cannot be read. */
function readName(pair: string): string | undefined {
  const at = pair.indexOf('=')
  const raw = (at === -1 ? pair : pair.slice(0, at)).replace(/\+/g, ' ')
  try {
    return decodeURIComponent(raw)
  } catch {
    return undefined
  }
}
