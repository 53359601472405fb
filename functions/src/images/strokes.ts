/**
 * @module
 * A stroke as the polygons it covers, in user units, as SVG draws one by default: butt caps,
 * miter joins (limit 4, else bevelled), and an optional dash pattern. Every polygon is wound the
 * same way, so that where they overlap the canvas fills them once.
 */
import type { Subpath } from './paths.ts'

export function strokePolygons(subpaths: Subpath[], width: number, dashes?: number[]): number[][] {
  const half = width / 2
  const polygons: number[][] = []
  for (const part of dashes?.length ? dash(subpaths, dashes) : subpaths) {
    const p = withoutRepeats(part.points)
    const count = p.length / 2
    if (count < 2) continue
    const segments = part.closed ? count : count - 1
    const normals: number[] = []
    for (let i = 0; i < segments; i++) {
      const j = (i + 1) % count
      const [dx, dy] = [p[2 * j] - p[2 * i], p[2 * j + 1] - p[2 * i + 1]]
      const length = Math.hypot(dx, dy)
      normals.push(-dy / length, dx / length)
      const [nx, ny] = [(-dy / length) * half, (dx / length) * half]
      polygons.push(
        wound([
          p[2 * i] + nx,
          p[2 * i + 1] + ny,
          p[2 * j] + nx,
          p[2 * j + 1] + ny,
          p[2 * j] - nx,
          p[2 * j + 1] - ny,
          p[2 * i] - nx,
          p[2 * i + 1] - ny,
        ]),
      )
    }
    // A join at every vertex between two segments.
    for (let k = part.closed ? 0 : 1; k < segments; k++) {
      const before = (k - 1 + segments) % segments
      const join = joinPolygon(p[2 * k], p[2 * k + 1], normals, before, k, half)
      if (join) polygons.push(wound(join))
    }
  }
  return polygons
}

/** The miter (or bevel, past the limit) that fills the outer gap where two segments meet. */
function joinPolygon(
  x: number,
  y: number,
  normals: number[],
  before: number,
  after: number,
  half: number,
): number[] | undefined {
  const [ax, ay] = [normals[2 * before], normals[2 * before + 1]]
  const [bx, by] = [normals[2 * after], normals[2 * after + 1]]
  const turn = ax * by - ay * bx
  if (Math.abs(turn) < 1e-9) return undefined
  // The outer side is the one the path turns away from.
  const side = turn > 0 ? -1 : 1
  const outerA = [x + ax * half * side, y + ay * half * side]
  const outerB = [x + bx * half * side, y + by * half * side]
  const cosine = ax * bx + ay * by
  const miterRatio = 1 / Math.sqrt(Math.max(1e-12, (1 + cosine) / 2))
  if (miterRatio > 4) return [x, y, ...outerA, ...outerB]
  const [mx, my] = [ax + bx, ay + by]
  const length = Math.hypot(mx, my)
  const reach = half * miterRatio * side
  return [x, y, ...outerA, x + (mx / length) * reach, y + (my / length) * reach, ...outerB]
}

/** The polygon wound clockwise on screen (positive signed area, y down). */
function wound(points: number[]): number[] {
  let area = 0
  for (let i = 0; i < points.length; i += 2) {
    const j = (i + 2) % points.length
    area += points[i] * points[j + 1] - points[j] * points[i + 1]
  }
  if (area >= 0) return points
  const reversed: number[] = []
  for (let i = points.length - 2; i >= 0; i -= 2) reversed.push(points[i], points[i + 1])
  return reversed
}

function withoutRepeats(points: number[]): number[] {
  const out = points.slice(0, 2)
  for (let i = 2; i < points.length; i += 2) {
    if (points[i] !== out.at(-2) || points[i + 1] !== out.at(-1)) out.push(points[i], points[i + 1])
  }
  return out
}

/** The dashes of `pattern` (on, off, on, …, in user units) along each subpath, as open subpaths. */
function dash(subpaths: Subpath[], pattern: number[]): Subpath[] {
  const lengths = pattern.length % 2 ? [...pattern, ...pattern] : pattern
  const out: Subpath[] = []
  for (const { points, closed } of subpaths) {
    const p = closed ? [...points, points[0], points[1]] : points
    let index = 0
    let left = lengths[0]
    let on = true
    let current: number[] | undefined = [p[0], p[1]]
    for (let i = 2; i < p.length; i += 2) {
      let [x, y] = [p[i - 2], p[i - 1]]
      let segment = Math.hypot(p[i] - x, p[i + 1] - y)
      if (segment === 0) continue
      const [ux, uy] = [(p[i] - x) / segment, (p[i + 1] - y) / segment]
      while (segment > left) {
        ;[x, y] = [x + ux * left, y + uy * left]
        segment -= left
        if (on) out.push({ points: [...current!, x, y], closed: false })
        on = !on
        current = on ? [x, y] : undefined
        index = (index + 1) % lengths.length
        left = lengths[index]
      }
      left -= segment
      if (on) current!.push(p[i], p[i + 1])
    }
    if (on && current && current.length > 2) out.push({ points: current, closed: false })
  }
  return out
}
