/**
 * @module
 * The outlines of SVG's basic shapes as the specification defines them: a rectangle (rounded by
 * rx and ry), a circle, a line, a polyline, a path.
 */
import { followPathData, type Path } from './paths.ts'
import type { Clip } from './raster.ts'
import type { State } from './svg-draw.ts'
import type { SvgElement } from './svg-parse.ts'
import { number } from './svg-style.ts'

export interface Shape {
  path: Path
  /** False for a line, which has no inside. */
  fills: boolean
  /** A rectangle with square corners, which the canvas fills directly. */
  box?: Clip
}

export function outlineShape(element: SvgElement, state: State, path: Path): Shape | undefined {
  const a = element.attributes
  const length = (name: string, of: 'width' | 'height') => {
    const value = a[name]
    if (value === undefined) return 0
    if (value.endsWith('%')) return (number(value.slice(0, -1)) / 100) * state.viewport[of]
    return number(value)
  }
  switch (element.name) {
    case 'rect': {
      const [x, y] = [length('x', 'width'), length('y', 'height')]
      const [w, h] = [length('width', 'width'), length('height', 'height')]
      if (w <= 0 || h <= 0) return undefined
      // One radius given stands for both; each is at most half the side.
      const rx = Math.min(
        w / 2,
        a.rx !== undefined ? length('rx', 'width') : length('ry', 'height'),
      )
      const ry = Math.min(h / 2, a.ry !== undefined ? length('ry', 'height') : rx)
      if (rx > 0 && ry > 0) {
        path.moveTo(x + rx, y)
        path.lineTo(x + w - rx, y)
        path.arcTo(rx, ry, false, true, x + w, y + ry)
        path.lineTo(x + w, y + h - ry)
        path.arcTo(rx, ry, false, true, x + w - rx, y + h)
        path.lineTo(x + rx, y + h)
        path.arcTo(rx, ry, false, true, x, y + h - ry)
        path.lineTo(x, y + ry)
        path.arcTo(rx, ry, false, true, x + rx, y)
        path.close()
        return { path, fills: true }
      }
      path.moveTo(x, y)
      path.lineTo(x + w, y)
      path.lineTo(x + w, y + h)
      path.lineTo(x, y + h)
      path.close()
      return { path, fills: true, box: { x0: x, y0: y, x1: x + w, y1: y + h } }
    }
    case 'circle': {
      const [cx, cy, r] = [length('cx', 'width'), length('cy', 'height'), length('r', 'width')]
      if (r <= 0) return undefined
      path.moveTo(cx + r, cy)
      path.arcTo(r, r, false, true, cx - r, cy)
      path.arcTo(r, r, false, true, cx + r, cy)
      path.close()
      return { path, fills: true }
    }
    case 'line':
      path.moveTo(length('x1', 'width'), length('y1', 'height'))
      path.lineTo(length('x2', 'width'), length('y2', 'height'))
      return { path, fills: false }
    case 'polyline': {
      const values = (a.points ?? '')
        .trim()
        .split(/[\s,]+/)
        .filter(Boolean)
        .map(number)
      for (let i = 0; i + 1 < values.length; i += 2) {
        if (i === 0) path.moveTo(values[0], values[1])
        else path.lineTo(values[i], values[i + 1])
      }
      return { path, fills: true }
    }
    case 'path':
      followPathData(a.d ?? '', path)
      return { path, fills: true }
    default:
      throw new Error(`SVG: <${element.name}> is not drawn`)
  }
}
