/**
 * @module
 * What fits in a URL. Cloudflare refuses a request whose URL is over 16 KB, before any Worker
 * runs, so every URL the API hands out, and every one its contract allows, must stay under that:
 * the long parameters (queens, a cursor, a permalink's board) share one room, and everything else
 * fits in what is left. test/node/contract.test.ts adds up the longest URL of each route from
 * the contract, with the longest host name there can be.
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

/** Queens on a route that also takes a cursor: the rest of the room. */
export const MAX_QUEENS_BESIDE_CURSOR = URL_ROOM - MAX_CURSOR
