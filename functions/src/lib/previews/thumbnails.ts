import { InvalidInputError } from '@nqueens/core'
import { CARD } from '@nqueens/charts/card'
import { readPolicy, type PolicyVars } from '../budget/policy.ts'

/**
 * Card images at any size: the 1200×630 card, or narrower for an oEmbed thumbnail within a
 * consumer's maxwidth and maxheight (a chart's `/embed/<chart>/card.png?width=`, a board's
 * `/s/<n>/<queens>.png?width=`). The height always keeps the card's 1200:630.
 */
export const MIN_CARD_WIDTH = 16

/**
 * The CPU allowance per request (`CPU_MS`) from which the Worker has chart cards drawn: drawing
 * one takes the images Worker several times the free plan's 10 ms (test/node/png-cpu.test.ts
 * measures it), and a deployment's CPU_MS says which plan it is on. Below it, pages and oEmbed
 * answers name only the built cards, and a card the Worker would draw redirects to the whole
 * chart's.
 */
export const CARD_CPU_MS = 200

export function drawsChartCards(env: PolicyVars | undefined): boolean {
  return readPolicy(env).cpuMs >= CARD_CPU_MS
}

export function cardHeight(width: number): number {
  return Math.round((width * CARD.height) / CARD.width)
}

/** The widest card within the limits, or undefined when not even the narrowest fits. */
export function cardWidthWithin(limits: { maxwidth?: number; maxheight?: number }) {
  let width = Math.min(CARD.width, limits.maxwidth ?? Infinity)
  while (width >= MIN_CARD_WIDTH && cardHeight(width) > (limits.maxheight ?? Infinity)) width--
  return width >= MIN_CARD_WIDTH ? width : undefined
}

/** `?width=` of a card image: whole pixels from MIN_CARD_WIDTH to 1200, default 1200. */
export function readCardWidth(text: string | null): number {
  if (text === null) return CARD.width
  const width = /^[0-9]{1,4}$/.test(text) ? Number(text) : NaN
  if (!(width >= MIN_CARD_WIDTH && width <= CARD.width)) {
    throw new InvalidInputError(
      'width',
      `must be a whole number of pixels from ${MIN_CARD_WIDTH} to ${CARD.width}`,
    )
  }
  return width
}

/**
 * A chart's card: the built one for the whole chart at full size, else the Worker's, which draws
 * the chosen series and any width, where the deployment draws cards (`draws`; else undefined).
 */
export function chartCardUrl(
  origin: string,
  id: string,
  query: URLSearchParams,
  width: number,
  draws: boolean,
): string | undefined {
  const selection = selectionOnly(query)
  if (!selection && width === CARD.width) return `${origin}/embed/${id}.card.png`
  if (!draws) return undefined
  const widthPart = width === CARD.width ? '' : `width=${width}`
  const search = selection ? `${selection}${widthPart ? `&${widthPart}` : ''}` : `?${widthPart}`
  return `${origin}/embed/${id}/card.png${search}`
}

/** The query of a chart's selection alone (`?algorithms=…&from=…&to=…`), readable commas. */
export function selectionOnly(query: URLSearchParams): string {
  const kept = new URLSearchParams()
  for (const name of ['algorithms', 'from', 'to'] as const) {
    const value = query.get(name)
    if (value !== null) kept.set(name, value)
  }
  return kept.size ? `?${kept.toString().replaceAll('%2C', ',')}` : ''
}
