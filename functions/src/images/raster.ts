/**
 * @module
 * An RGB canvas that fills shapes with antialiasing: each shape's outline, flattened into closed
 * polygons in device pixels, adds its signed area to an accumulation buffer cell by cell (the
 * method of font-rs and stb_truetype's v2 rasterizer), and a running sum along each row gives
 * every pixel its exact coverage. Overlapping contours of one shape fill as SVG's nonzero rule
 * does; a contour wound the other way cuts a hole (a glyph's counter). Colours blend in sRGB, as
 * resvg blends them.
 */

/** A closed polygon, `[x0, y0, x1, y1, …]` in device pixels. */
export type Contour = number[]

/** An axis-aligned region in device pixels that drawing stays inside (may be fractional). */
export interface Clip {
  x0: number
  y0: number
  x1: number
  y1: number
}

export class Canvas {
  /** Three bytes a pixel, row by row. */
  readonly rgb: Uint8Array
  private accumulation = new Float32Array(0)

  constructor(
    readonly width: number,
    readonly height: number,
  ) {
    this.rgb = new Uint8Array(width * height * 3).fill(255)
  }

  /** The whole canvas as a clip. */
  get bounds(): Clip {
    return { x0: 0, y0: 0, x1: this.width, y1: this.height }
  }

  /** Fills `contours` as one shape in `color` (0xrrggbb) at `alpha`, inside `clip`. */
  fill(contours: Contour[], color: number, alpha: number, clip: Clip): void {
    let [x0, y0, x1, y1] = [Infinity, Infinity, -Infinity, -Infinity]
    for (const contour of contours) {
      for (let i = 0; i < contour.length; i += 2) {
        x0 = Math.min(x0, contour[i])
        x1 = Math.max(x1, contour[i])
        y0 = Math.min(y0, contour[i + 1])
        y1 = Math.max(y1, contour[i + 1])
      }
    }
    const area = this.region(clip, x0, y0, x1, y1)
    if (!area) return
    const { left, top, width, height } = area
    const stride = width + 2
    if (this.accumulation.length < stride * height) {
      this.accumulation = new Float32Array(stride * height)
    }
    const cells = this.accumulation
    for (const contour of contours) {
      const n = contour.length
      for (let i = 0; i < n; i += 2) {
        const j = (i + 2) % n
        accumulate(
          cells,
          stride,
          width,
          height,
          contour[i] - left,
          contour[i + 1] - top,
          contour[j] - left,
          contour[j + 1] - top,
        )
      }
    }
    const wx = edgeWeights(left, width, clip.x0, clip.x1)
    const wy = edgeWeights(top, height, clip.y0, clip.y1)
    for (let y = 0; y < height; y++) {
      let sum = 0
      const row = y * stride
      const out = ((top + y) * this.width + left) * 3
      for (let x = 0; x < width; x++) {
        sum += cells[row + x]
        cells[row + x] = 0
        const coverage = Math.min(1, Math.abs(sum))
        if (coverage > 1 / 1024) this.blend(out + x * 3, color, coverage * alpha * wx[x] * wy[y])
      }
      cells[row + width] = 0
      cells[row + width + 1] = 0
    }
  }

  /** Fills an axis-aligned rectangle, `box` in device pixels: exact, and faster than `fill`. */
  fillRect(box: Clip, color: number, alpha: number, clip: Clip): void {
    const x0 = Math.max(box.x0, clip.x0)
    const y0 = Math.max(box.y0, clip.y0)
    const x1 = Math.min(box.x1, clip.x1)
    const y1 = Math.min(box.y1, clip.y1)
    const area = this.region(this.bounds, x0, y0, x1, y1)
    if (!area || x1 <= x0 || y1 <= y0) return
    const wx = edgeWeights(area.left, area.width, x0, x1)
    const wy = edgeWeights(area.top, area.height, y0, y1)
    for (let y = 0; y < area.height; y++) {
      const out = ((area.top + y) * this.width + area.left) * 3
      for (let x = 0; x < area.width; x++) this.blend(out + x * 3, color, alpha * wx[x] * wy[y])
    }
  }

  /** The whole pixels that `[x0, x1] × [y0, y1]` touches, within the clip and the canvas. */
  private region(clip: Clip, x0: number, y0: number, x1: number, y1: number) {
    const left = Math.max(0, Math.floor(Math.max(x0, clip.x0)))
    const top = Math.max(0, Math.floor(Math.max(y0, clip.y0)))
    const right = Math.min(this.width, Math.ceil(Math.min(x1, clip.x1)))
    const bottom = Math.min(this.height, Math.ceil(Math.min(y1, clip.y1)))
    if (right <= left || bottom <= top) return undefined
    return { left, top, width: right - left, height: bottom - top }
  }

  private blend(at: number, color: number, alpha: number): void {
    const rgb = this.rgb
    if (alpha >= 1) {
      rgb[at] = color >> 16
      rgb[at + 1] = (color >> 8) & 255
      rgb[at + 2] = color & 255
    } else if (alpha > 0) {
      rgb[at] += ((color >> 16) - rgb[at]) * alpha + 0.5
      rgb[at + 1] += (((color >> 8) & 255) - rgb[at + 1]) * alpha + 0.5
      rgb[at + 2] += ((color & 255) - rgb[at + 2]) * alpha + 0.5
    }
  }
}

/** How much of each pixel from `start` (`count` of them) lies between `from` and `to`. */
function edgeWeights(start: number, count: number, from: number, to: number): Float32Array {
  const weights = new Float32Array(count)
  for (let i = 0; i < count; i++) {
    const x = start + i
    weights[i] = Math.max(0, Math.min(1, Math.min(x + 1, to) - Math.max(x, from)))
  }
  return weights
}

/**
 * Adds the signed area that the edge from (x0, y0) to (x1, y1) leaves to its right, row by row,
 * into `cells` (`stride` a row). Rows outside `height` are skipped; x is held within the
 * `width` columns, so that what lies left of them counts in the first.
 */
function accumulate(
  cells: Float32Array,
  stride: number,
  width: number,
  height: number,
  x0: number,
  y0: number,
  x1: number,
  y1: number,
): void {
  if (y0 === y1) return
  let direction = 1
  if (y0 > y1) {
    direction = -1
    ;[x0, y0, x1, y1] = [x1, y1, x0, y0]
  }
  const slope = (x1 - x0) / (y1 - y0)
  const from = Math.max(0, y0)
  const to = Math.min(height, y1)
  let x = x0 + (from - y0) * slope
  for (let y = Math.floor(from); y < to; y++) {
    const dy = Math.min(y + 1, to) - Math.max(y, from)
    const next = x + slope * dy
    const d = dy * direction
    const row = y * stride
    const a = Math.min(width, Math.max(0, Math.min(x, next)))
    const b = Math.min(width, Math.max(0, Math.max(x, next)))
    const ai = Math.floor(a)
    const bi = Math.ceil(b)
    if (bi <= ai + 1) {
      // Within one cell: split by the mean x.
      const mean = 0.5 * (a + b) - ai
      cells[row + ai] += d - d * mean
      cells[row + ai + 1] += d * mean
    } else {
      const s = 1 / (b - a)
      const af = a - ai
      const firstArea = 0.5 * s * (1 - af) ** 2
      const bf = b - bi + 1
      const lastArea = 0.5 * s * bf * bf
      cells[row + ai] += d * firstArea
      if (bi === ai + 2) {
        cells[row + ai + 1] += d * (1 - firstArea - lastArea)
      } else {
        const second = s * (1.5 - af)
        cells[row + ai + 1] += d * (second - firstArea)
        for (let xi = ai + 2; xi < bi - 1; xi++) cells[row + xi] += d * s
        const before = second + (bi - ai - 3) * s
        cells[row + bi - 1] += d * (1 - before - lastArea)
      }
      cells[row + bi] += d * lastArea
    }
    x = next
  }
}
