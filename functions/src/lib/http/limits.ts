import { COUNT_MAX_N, MAX_PARSED_N } from '@nqueens/core'

/**
 * @module
 * The API's fixed limits, together: what fits in a URL (boards, cursors, embedded URLs, links),
 * how large a body a route reads, how long a job's GET waits, how many solutions a page holds,
 * how soon a rate-limited client may ask again, and how large a job may be. The routes, the
 * contract, /api/docs and the site read them here. The limits that follow from the CPU allowance
 * (the largest n of each route) are the budget policy's (lib/limits/route-limits.ts).
 */

// What fits in a URL. Cloudflare refuses a request whose URL is over 16 KB, before any Worker
// runs, so every URL the API hands out, and every one its contract allows, stays under that: the
// long parameters (queens, a cursor, a permalink's board) share one room, and everything else fits
// in what is left. Boards are counted as a client may send them: most generated clients escape a
// comma or colon as `%2C` (three characters), so a board may take a third of its room.
// test/node/contract.test.ts adds up the longest URL of each route from the contract, escaped, with
// the longest host name there can be.

/** Cloudflare's limit on a URL (developers.cloudflare.com/workers/platform/limits). */
export const MAX_URL_BYTES = 16 * 1024

/**
 * What a URL's long parameters may take together. The 384 bytes left hold `https://`, a host name
 * of up to 253 characters, the path, and every other parameter at its longest.
 */
export const URL_ROOM = 16_000

/**
 * The longest cursor the API hands out, and takes: signed, base64url and base 36, so a URL
 * carries it as it is (no character is escaped). A partial answer whose frontier would not fit
 * resumes by replaying its walk, or is not resumable (lib/step/step.ts).
 */
export const MAX_CURSOR = 6_000

/** What one character of a board may take in a URL: a comma or colon escaped, `%2C`, `%3A`. */
export const ESCAPED_CHARACTER = 3

/** Queens on a route that also takes a cursor: the rest of the room. */
export const MAX_QUEENS_BESIDE_CURSOR = Math.floor((URL_ROOM - MAX_CURSOR) / ESCAPED_CHARACTER)

/** Queens in a URL where nothing else long goes with them (/api/verify, a permalink's board). */
export const MAX_QUEENS_IN_URL = Math.floor(URL_ROOM / ESCAPED_CHARACTER)

/** The longest page URL oEmbed takes: escaped, three times as long, it fits `URL_ROOM`. */
export const MAX_EMBED_URL = Math.floor(URL_ROOM / ESCAPED_CHARACTER)

/**
 * The longest board in a permalink, `/s/<n>/<queens>`: what the permalink route takes, commas
 * escaped or not. A longer board gets a recipe instead, `/s/<n>/~<method>:<seed>`
 * (lib/permalinks/board-links.ts).
 */
export const MAX_PERMALINK_LENGTH = MAX_QUEENS_IN_URL

/** The largest budget a URL may ask for: 15 digits, exact as a JSON number (below 2^53). */
export const MAX_REQUESTED_BUDGET = 999_999_999_999_999

// Bodies, pages and waits.

/** Largest body POST /api/verify reads: a million queens in comma notation, with room for spaces. */
export const MAX_VERIFY_BODY = 12 * MAX_PARSED_N

/** The most a job request's body may hold: `{"n":16,"algorithm":"constellation"}` with room to spare. */
export const MAX_JOB_BODY = 1024

/** Solutions on one page of /api/solutions: at most, and when `limit` is not given. */
export const MAX_LIMIT = 100
export const DEFAULT_LIMIT = 10

/** The longest a GET of a job may wait for it to change, in seconds. */
export const MAX_WAIT_SECONDS = 20

/**
 * Seconds a rate-limited client waits. The binding does not say when its window ends, so the answer
 * names the whole period: waiting that long always suffices. Keep it equal to `[ratelimits.simple]
 * period` in wrangler.toml (functions/src/lib/middleware/rate-limit.test.ts checks that they agree).
 */
export const RETRY_AFTER_SECONDS = 10

// Jobs.

/**
 * Largest n a job takes unless the deployment says otherwise (`JOB_MAX_N` in [vars]): cost, not
 * precision, sets it, and each step of n multiplies the work. What each n costs on Cloudflare's
 * published prices is the costed plan (site/src/data/costed-plan.json, drawn in docs/deploy.md,
 * "The costed plan"). Since a job's id derives from n, each n is counted once and then answered
 * from storage.
 */
export const DEFAULT_JOB_MAX_N = 20

/** The most a deployment may set: the largest n the split count takes. */
export const JOB_MAX_N_CEILING = COUNT_MAX_N

/** The deployment's largest job n: `JOB_MAX_N` when it is a whole number up to the ceiling. */
export function readJobMaxN(env: { JOB_MAX_N?: string } | undefined): number {
  const given = Number(env?.JOB_MAX_N)
  return Number.isInteger(given) && given >= 1 && given <= JOB_MAX_N_CEILING
    ? given
    : DEFAULT_JOB_MAX_N
}
