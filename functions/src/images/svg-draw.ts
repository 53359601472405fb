/**
 * @module
 * Draws the SVG of a chart card (`@nqueens/charts/card`) onto a canvas, as resvg draws it at
 * build time: nested viewports (scaled, centred and clipped), groups and transforms, rectangles,
 * lines, polylines, circles, paths, and text in the card font. An element or attribute it does
 * not draw is an error, never a silent difference.
 */
import { ASCENT, DESCENT, layoutText, UNITS_PER_EM } from './card-text.ts'
import { deviceBox, multiply, parseTransform, scaleOf, type Matrix } from './matrix.ts'
import { followPathData, Path, toDevice } from './paths.ts'
import type { Canvas, Clip } from './raster.ts'
import { outlineShape } from './svg-shapes.ts'
import { strokePolygons } from './strokes.ts'
import { parseCss, parseSvg, textContent, type CssRule, type SvgElement } from './svg-parse.ts'
import { cascade, INITIAL_STYLE, number, STYLE_PROPERTIES, type Style } from './svg-style.ts'

/** How far, in device pixels, a flattened curve may stray from the true one. */
const TOLERANCE = 0.1

/** Attributes each element may carry besides the style properties. */
const GEOMETRY: Record<string, string[]> = {
  svg: ['x', 'y', 'width', 'height', 'viewBox'],
  g: ['transform'],
  rect: ['x', 'y', 'width', 'height', 'rx', 'ry', 'transform'],
  circle: ['cx', 'cy', 'r', 'transform'],
  line: ['x1', 'y1', 'x2', 'y2', 'transform'],
  polyline: ['points', 'transform'],
  path: ['d', 'transform'],
  text: ['x', 'y', 'transform'],
}
/** What says nothing about how a card looks. */
const IGNORED = new Set(['xmlns', 'role', 'aria-labelledby', 'id', 'class', 'font-family'])
const NOT_DRAWN = new Set(['title', 'desc', 'style'])

export interface State {
  m: Matrix
  clip: Clip
  style: Style
  /** The nearest viewport's size in user units, for lengths in %. */
  viewport: { width: number; height: number }
}

export interface DrawReport {
  /** Characters drawn as the font's .notdef box, since the card font's glyphs lack them. */
  missing: string[]
}

interface Context {
  canvas: Canvas
  rules: CssRule[]
  report: DrawReport
}

/**
 * Draws `svg` scaled to fill the canvas. A canvas of the SVG's shape, its height rounded to whole
 * pixels, stretches the height by a fraction of a pixel, as resvg's fit to a width does.
 */
export function drawSvg(svg: string, canvas: Canvas): DrawReport {
  const root = parseSvg(svg)
  const width = number(root.attributes.width ?? '')
  const height = number(root.attributes.height ?? '')
  const state: State = {
    m: [canvas.width / width, 0, 0, canvas.height / height, 0, 0],
    clip: canvas.bounds,
    style: INITIAL_STYLE,
    viewport: { width, height },
  }
  const context = { canvas, rules: collectStyles(root), report: { missing: [] } }
  drawElement(root, state, context)
  return context.report
}

function collectStyles(element: SvgElement): CssRule[] {
  const rules: CssRule[] = []
  for (const child of element.children) {
    if (typeof child === 'string') continue
    if (child.name === 'style') rules.push(...parseCss(textContent(child)))
    else rules.push(...collectStyles(child))
  }
  return rules
}

function drawElement(element: SvgElement, parent: State, context: Context): void {
  if (NOT_DRAWN.has(element.name)) return
  const allowed = GEOMETRY[element.name]
  if (!allowed) throw new Error(`SVG: <${element.name}> is not drawn`)
  for (const name of Object.keys(element.attributes)) {
    if (!allowed.includes(name) && !STYLE_PROPERTIES.has(name) && !IGNORED.has(name)) {
      throw new Error(`SVG: the attribute ${name} of <${element.name}> is not drawn`)
    }
  }
  const transform = element.attributes.transform
  let state: State = {
    ...parent,
    m: transform ? multiply(parent.m, parseTransform(transform)) : parent.m,
    style: cascade(parent.style, element, context.rules),
  }
  if (element.name === 'svg') state = enterViewport(element, state)
  if (element.name === 'svg' || element.name === 'g') {
    for (const child of element.children) {
      if (typeof child !== 'string') drawElement(child, state, context)
    }
  } else if (element.name === 'text') {
    drawText(element, state, context)
  } else {
    paint(element, state, context)
  }
}

/** Fills the shape, then strokes it over the fill, as SVG paints. */
function paint(element: SvgElement, state: State, context: Context): void {
  const { style, m, clip } = state
  const shape = outlineShape(element, state, new Path(TOLERANCE / scaleOf(m)))
  if (!shape) return
  if (style.fill !== null && shape.fills) {
    if (shape.box && m[1] === 0 && m[2] === 0) {
      const box = deviceBox(m, shape.box.x0, shape.box.y0, shape.box.x1, shape.box.y1)
      context.canvas.fillRect(box, style.fill, style.fillOpacity, clip)
    } else {
      context.canvas.fill(toDevice(shape.path.subpaths, m), style.fill, style.fillOpacity, clip)
    }
  }
  if (style.stroke !== null && style.strokeWidth > 0) {
    const polygons = strokePolygons(shape.path.subpaths, style.strokeWidth, style.dashes)
    const contours = toDevice(
      polygons.map((points) => ({ points, closed: true })),
      m,
    )
    context.canvas.fill(contours, style.stroke, 1, clip)
  }
}

function drawText(element: SvgElement, state: State, context: Context): void {
  const { style, m, clip } = state
  if (style.stroke !== null) throw new Error('SVG: stroked text is not drawn')
  if (style.fill === null) return
  const x = number(element.attributes.x ?? '0')
  const y = number(element.attributes.y ?? '0')
  const layout = layoutText(textContent(element), style.bold)
  const scale = style.fontSize / UNITS_PER_EM
  const width = layout.advance * scale
  const left = x - (style.anchor === 'middle' ? width / 2 : style.anchor === 'end' ? width : 0)
  // Text wholly outside the clip (the chart twin's own title, under the card's) is not drawn.
  const top = y - ASCENT * style.fontSize
  const box = deviceBox(m, left, top, left + width, y + DESCENT * style.fontSize)
  if (box.x1 <= clip.x0 || box.x0 >= clip.x1 || box.y1 <= clip.y0 || box.y0 >= clip.y1) return
  context.report.missing.push(...layout.missing)
  const contours = []
  for (const glyph of layout.glyphs) {
    const placed = multiply(m, [scale, 0, 0, -scale, left + glyph.x * scale, y])
    const path = new Path(TOLERANCE / scaleOf(placed))
    followPathData(glyph.outline, path)
    contours.push(...toDevice(path.subpaths, placed))
  }
  context.canvas.fill(contours, style.fill, style.fillOpacity, clip)
}

/** A nested `<svg>`: its viewBox fitted into its box (centred, `meet`), clipped to the box. */
function enterViewport(element: SvgElement, state: State): State {
  const a = element.attributes
  const size = (name: 'width' | 'height') =>
    a[name] === undefined || a[name] === '100%' ? state.viewport[name] : number(a[name])
  const [x, y] = [number(a.x ?? '0'), number(a.y ?? '0')]
  const [width, height] = [size('width'), size('height')]
  const [vx, vy, vw, vh] = a.viewBox
    ?.trim()
    .split(/[\s,]+/)
    .map(number) ?? [0, 0, width, height]
  const s = Math.min(width / vw, height / vh)
  const dx = x + (width - vw * s) / 2 - vx * s
  const dy = y + (height - vh * s) / 2 - vy * s
  const { m, clip } = state
  if (m[1] !== 0 || m[2] !== 0) throw new Error('SVG: a rotated viewport is not drawn')
  const box = deviceBox(m, x, y, x + width, y + height)
  return {
    ...state,
    m: multiply(m, [s, 0, 0, s, dx, dy]),
    clip: {
      x0: Math.max(clip.x0, box.x0),
      y0: Math.max(clip.y0, box.y0),
      x1: Math.min(clip.x1, box.x1),
      y1: Math.min(clip.y1, box.y1),
    },
    viewport: { width: vw, height: vh },
  }
}
