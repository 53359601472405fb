/**
 * @module
 * Affine transforms as SVG writes them (`transform`, a viewport's scale and offset), and what the
 * renderer asks of them: composition, scale, and where a box lands in device pixels.
 */
import type { Clip } from './raster.ts'

/** `[a, b, c, d, e, f]`: x' = a·x + c·y + e, y' = b·x + d·y + f, as SVG's matrix(). */
export type Matrix = readonly [number, number, number, number, number, number]

const IDENTITY: Matrix = [1, 0, 0, 1, 0, 0]

/** `outer` after `inner`: the matrix that applies `inner` first. */
export function multiply(outer: Matrix, inner: Matrix): Matrix {
  const [a, b, c, d, e, f] = outer
  const [g, h, i, j, k, l] = inner
  return [
    a * g + c * h,
    b * g + d * h,
    a * i + c * j,
    b * i + d * j,
    a * k + c * l + e,
    b * k + d * l + f,
  ]
}

/** How much the matrix scales lengths, on average. */
export function scaleOf(m: Matrix): number {
  return Math.sqrt(Math.abs(m[0] * m[3] - m[1] * m[2]))
}

/** The axis-aligned box, in device pixels, of the user box from (x0, y0) to (x1, y1). */
export function deviceBox(m: Matrix, x0: number, y0: number, x1: number, y1: number): Clip {
  const xs: number[] = []
  const ys: number[] = []
  for (const [x, y] of [
    [x0, y0],
    [x1, y0],
    [x0, y1],
    [x1, y1],
  ]) {
    xs.push(m[0] * x + m[2] * y + m[4])
    ys.push(m[1] * x + m[3] * y + m[5])
  }
  return { x0: Math.min(...xs), y0: Math.min(...ys), x1: Math.max(...xs), y1: Math.max(...ys) }
}

/** An SVG transform attribute (translate, scale, rotate, matrix) as one matrix. */
export function parseTransform(text: string): Matrix {
  let m = IDENTITY
  const pattern = /\s*(translate|scale|rotate|matrix)\s*\(([^)]*)\)\s*,?/gy
  let at = 0
  for (let match = pattern.exec(text); match; match = pattern.exec(text)) {
    at = pattern.lastIndex
    const v = match[2]
      .trim()
      .split(/[\s,]+/)
      .map(Number)
    if (v.some((value) => !Number.isFinite(value))) throw new Error(`SVG: the transform ${text}`)
    const kind = match[1]
    let step: Matrix
    if (kind === 'translate') step = [1, 0, 0, 1, v[0], v[1] ?? 0]
    else if (kind === 'scale') step = [v[0], 0, 0, v[1] ?? v[0], 0, 0]
    else if (kind === 'matrix') step = v as unknown as Matrix
    else {
      const angle = (v[0] * Math.PI) / 180
      const [cos, sin] = [Math.cos(angle), Math.sin(angle)]
      const [cx, cy] = [v[1] ?? 0, v[2] ?? 0]
      step = multiply(
        [1, 0, 0, 1, cx, cy],
        multiply([cos, sin, -sin, cos, 0, 0], [1, 0, 0, 1, -cx, -cy]),
      )
    }
    m = multiply(m, step)
  }
  if (at !== text.length) throw new Error(`SVG: the transform ${text} is not drawn`)
  return m
}
