/**
 * @module
 * What fits in a URL. Cloudflare refuses a request whose URL is over 16 KB, before any Worker
 * runs, so every URL the API hands out, and every one its contract allows, must stay under that:
 * the long parameters (queens, a cursor, a permalink's board) share one room, and everything else
 * fits in what is left. Boards are counted as a client may send them: most generated clients
 * escape a comma or colon as `%2C` (three characters), so a board may take a third of its room.
 * test/node/contract.test.ts adds up the longest URL of each route from the contract, escaped, with
 * the longest host name there can be.
 */

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
 * resumes by replaying its walk, or is not resumable (step/step.ts).
 */
export const MAX_CURSOR = 6_000

/** What one character of a board may take in a URL: a comma or colon escaped, `%2C`, `%3A`. */
export const ESCAPED_CHARACTER = 3

/** Queens in a URL where nothing else long goes with them (/api/verify, a permalink's board). */
export const MAX_QUEENS_IN_URL = Math.floor(URL_ROOM / ESCAPED_CHARACTER)

/** Queens on a route that also takes a cursor: the rest of the room. */
export const MAX_QUEENS_BESIDE_CURSOR = Math.floor((URL_ROOM - MAX_CURSOR) / ESCAPED_CHARACTER)
