import { SELF } from 'cloudflare:test'

export const BASE = 'https://nqueens.test'

/** GET a path through the whole Worker and read the JSON body (problem+json included). */
export async function getJson(path: string, init?: RequestInit) {
  const response = await SELF.fetch(`${BASE}${path}`, init)
  const body = await response.json<Record<string, any>>()
  return { response, body }
}

/** Changes one character in the middle of a string (to tamper with a cursor). */
export function tamper(text: string, at = Math.floor(text.length / 2)): string {
  const swapped = text[at] === 'A' ? 'B' : 'A'
  return text.slice(0, at) + swapped + text.slice(at + 1)
}
