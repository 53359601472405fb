/**
 * @module
 * Outlines for the canvas: SVG path data (M, L, H, V, Q, A, Z, absolute and relative),
 * flattened into polylines in user units fine enough that no point strays more than `tolerance`
 * from the curve once drawn, and taken to device pixels by a transform.
 */
import type { Matrix } from './matrix.ts'
import type { Contour } from './raster.ts'

export interface Subpath {
  /** `[x0, y0, x1, y1, …]` in user units. */
  points: number[]
  closed: boolean
}

export class Path {
  readonly subpaths: Subpath[] = []
  private current: Subpath | undefined
  private x = 0
  private y = 0

  /** `tolerance`: the largest distance, in user units, a flattened curve may stray. */
  constructor(readonly tolerance: number) {}

  moveTo(x: number, y: number): void {
    this.current = { points: [x, y], closed: false }
    this.subpaths.push(this.current)
    ;[this.x, this.y] = [x, y]
  }

  lineTo(x: number, y: number): void {
    if (!this.current) this.moveTo(this.x, this.y)
    this.current!.points.push(x, y)
    ;[this.x, this.y] = [x, y]
  }

  quadTo(cx: number, cy: number, x: number, y: number): void {
    const [x0, y0] = [this.x, this.y]
    const dd = Math.hypot(x0 - 2 * cx + x, y0 - 2 * cy + y)
    const steps = Math.max(1, Math.ceil(Math.sqrt(dd / (4 * this.tolerance))))
    for (let i = 1; i <= steps; i++) {
      const t = i / steps
      const u = 1 - t
      this.lineTo(u * u * x0 + 2 * u * t * cx + t * t * x, u * u * y0 + 2 * u * t * cy + t * t * y)
    }
  }

  /** SVG's elliptical arc to (x, y), without rotation (`A rx ry 0 large sweep x y`). */
  arcTo(rx: number, ry: number, large: boolean, sweep: boolean, x: number, y: number): void {
    const [x0, y0] = [this.x, this.y]
    if (rx === 0 || ry === 0 || (x0 === x && y0 === y)) return this.lineTo(x, y)
    // The centre, as in the SVG specification's appendix on arcs (F.6.5), with radii scaled up
    // when they cannot reach.
    const dx = (x0 - x) / 2
    const dy = (y0 - y) / 2
    const grow = Math.max(1, Math.sqrt((dx * dx) / (rx * rx) + (dy * dy) / (ry * ry)))
    rx *= grow
    ry *= grow
    const num = rx * rx * ry * ry - rx * rx * dy * dy - ry * ry * dx * dx
    const den = rx * rx * dy * dy + ry * ry * dx * dx
    const root = Math.sqrt(Math.max(0, num / den)) * (large === sweep ? -1 : 1)
    const cx = (root * rx * dy) / ry + (x0 + x) / 2
    const cy = (-root * ry * dx) / rx + (y0 + y) / 2
    const start = Math.atan2((y0 - cy) / ry, (x0 - cx) / rx)
    let sweepAngle = Math.atan2((y - cy) / ry, (x - cx) / rx) - start
    if (sweep && sweepAngle < 0) sweepAngle += 2 * Math.PI
    if (!sweep && sweepAngle > 0) sweepAngle -= 2 * Math.PI
    const radius = Math.max(rx, ry)
    const step = radius > this.tolerance ? 2 * Math.acos(1 - this.tolerance / radius) : Math.PI
    const steps = Math.max(2, Math.ceil(Math.abs(sweepAngle) / step))
    for (let i = 1; i < steps; i++) {
      const angle = start + (sweepAngle * i) / steps
      this.lineTo(cx + rx * Math.cos(angle), cy + ry * Math.sin(angle))
    }
    this.lineTo(x, y)
  }

  close(): void {
    if (!this.current) return
    this.current.closed = true
    const [x, y] = this.current.points
    this.current = undefined
    ;[this.x, this.y] = [x, y]
  }
}

/** Follows SVG path data `d` onto `path`; throws on a command this renderer does not draw. */
export function followPathData(d: string, path: Path): void {
  const tokens = d.match(/[a-zA-Z]|[-+]?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?/g) ?? []
  let at = 0
  let command = ''
  const next = () => Number(tokens[at++])
  let [x, y] = [0, 0]
  while (at < tokens.length) {
    if (/[a-zA-Z]/.test(tokens[at])) command = tokens[at++]
    const relative = command === command.toLowerCase()
    const [ox, oy] = relative ? [x, y] : [0, 0]
    switch (command.toUpperCase()) {
      case 'M':
        ;[x, y] = [ox + next(), oy + next()]
        path.moveTo(x, y)
        command = relative ? 'l' : 'L'
        break
      case 'L':
        ;[x, y] = [ox + next(), oy + next()]
        path.lineTo(x, y)
        break
      case 'H':
        x = ox + next()
        path.lineTo(x, y)
        break
      case 'V':
        y = oy + next()
        path.lineTo(x, y)
        break
      case 'Q': {
        const [cx, cy] = [ox + next(), oy + next()]
        ;[x, y] = [ox + next(), oy + next()]
        path.quadTo(cx, cy, x, y)
        break
      }
      case 'A': {
        const [rx, ry, rotation, large, sweep] = [next(), next(), next(), next(), next()]
        if (rotation !== 0) throw new Error('path data: a rotated arc is not drawn')
        ;[x, y] = [ox + next(), oy + next()]
        path.arcTo(Math.abs(rx), Math.abs(ry), large === 1, sweep === 1, x, y)
        break
      }
      case 'Z':
        path.close()
        x = path.subpaths.at(-1)?.points[0] ?? x
        y = path.subpaths.at(-1)?.points[1] ?? y
        break
      default:
        throw new Error(`path data: the command ${JSON.stringify(command)} is not drawn`)
    }
  }
}

/** The subpaths' points through `m`, as the canvas's contours. */
export function toDevice(subpaths: Subpath[], m: Matrix): Contour[] {
  const [a, b, c, d, e, f] = m
  return subpaths.map(({ points }) => {
    const out = new Array<number>(points.length)
    for (let i = 0; i < points.length; i += 2) {
      out[i] = a * points[i] + c * points[i + 1] + e
      out[i + 1] = b * points[i] + d * points[i + 1] + f
    }
    return out
  })
}
