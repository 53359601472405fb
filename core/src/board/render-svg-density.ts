import type { Conflict } from '../types.ts'
import { num, type Palette } from './svg-parts.ts'

/** Blocks per side of the density view: enough to show a construction's lines, few enough for a small file. */
const DENSITY_BLOCKS = 64

/**
 * The view for large boards: the board cut into at most 64×64 blocks of b×b squares, each block
 * shaded by how many queens it holds (a full block is b queens at most, since queens of a
 * solution share no row), blocks holding attacking queens drawn in red. O(n) time.
 * `head` is the opening `<svg …` without its viewBox and `texts` the title and desc, both made by
 * `renderSvg`, which is the function to call.
 *
 * @example
 * renderDensitySvg(queens, [], PALETTES.light, head, texts) // for n = 1000: 63×63 blocks of 16×16 squares
 */
export function renderDensitySvg(
  queens: ArrayLike<number>,
  pairs: Conflict[],
  palette: Palette,
  head: string,
  texts: string,
): string {
  const n = queens.length
  const block = densityBlock(n)
  const blocks = Math.ceil(n / block)
  const counts = new Uint32Array(blocks * blocks)
  for (let row = 0; row < n; row++) {
    const col = queens[row]
    if (col >= 0) counts[Math.floor(row / block) * blocks + Math.floor(col / block)]++
  }
  const hot = new Set<number>()
  for (const [r1, c1, r2, c2] of pairs) {
    hot.add(Math.floor((r1 - 1) / block) * blocks + Math.floor((c1 - 1) / block))
    hot.add(Math.floor((r2 - 1) / block) * blocks + Math.floor((c2 - 1) / block))
  }
  let shaded = ''
  let red = ''
  for (let i = 0; i < counts.length; i++) {
    if (counts[i] === 0) continue
    const rect = `<rect x="${i % blocks}" y="${Math.floor(i / blocks)}" width="1" height="1"`
    if (hot.has(i)) red += `${rect}/>`
    else shaded += `${rect} fill-opacity="${num(0.25 + (0.75 * counts[i]) / block)}"/>`
  }
  return (
    `${head} viewBox="0 0 ${blocks} ${blocks}" data-block="${block}">${texts}` +
    `<rect width="${blocks}" height="${blocks}" fill="${palette.light}"/>` +
    (shaded && `<g fill="${palette.queen}" shape-rendering="crispEdges">${shaded}</g>`) +
    (red && `<g fill="${palette.conflict}" shape-rendering="crispEdges">${red}</g>`) +
    `</svg>`
  )
}

/**
 * How many rows and columns one block of the density view covers.
 *
 * @example
 * densityBlock(1000) // 16
 */
export function densityBlock(n: number): number {
  return Math.ceil(n / DENSITY_BLOCKS)
}
