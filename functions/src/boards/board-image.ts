import { renderSvg } from '@nqueens/core'
import { PAGE_COLORS, type Scheme } from '@nqueens/design'
import { CARD, SAFE_BOX } from '@nqueens/charts/card'

/**
 * A board's PNG permalink as an SVG for the images Worker: the board, attacking queens in red, as
 * large as the card's safe box holds, in the middle of a 1200×630 card.
 */
export function boardImageSvg(queens: ArrayLike<number>, scheme: Scheme): string {
  const size = Math.round(Math.min(SAFE_BOX.width, SAFE_BOX.height))
  const board = renderSvg(queens, { highlight: 'conflicts', dark: scheme === 'dark', size })
  const x = (CARD.width - size) / 2
  const y = (CARD.height - size) / 2
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${CARD.width}" height="${CARD.height}" ` +
    `viewBox="0 0 ${CARD.width} ${CARD.height}">` +
    `<rect width="100%" height="100%" fill="${PAGE_COLORS[scheme].bg}"/>` +
    `<svg x="${x}" y="${y}" width="${size}" height="${size}"` +
    board.slice(board.indexOf('<svg') + 4).replace(/ width="\d+" height="\d+"/, '') +
    `</svg>`
  )
}
