import { initWasm, Resvg } from '@resvg/resvg-wasm'
import resvgModule from '@resvg/resvg-wasm/index_bg.wasm'
import bold from '../fonts/DejaVuSans-Bold.subset.ttf'
import regular from '../fonts/DejaVuSans.subset.ttf'

/**
 * @module
 * SVG to PNG by resvg (its WebAssembly build, @resvg/resvg-wasm), with DejaVu Sans as the only
 * font: the subsets in images/fonts, the font every SVG the project draws for an image names.
 * The module is compiled ahead by wrangler (Workers refuse to compile WebAssembly at run time)
 * and instantiated once per isolate.
 */

/** The font the SVGs name, and resvg's default for any family it does not have. */
const FONT_FAMILY = 'DejaVu Sans'
/** The widest PNG drawn: a 1200-pixel card, or a board's image at the same bound. */
export const MAX_WIDTH = 1200

let ready: Promise<void> | undefined
const fonts = [new Uint8Array(regular), new Uint8Array(bold)]

/** `svg` drawn `width` pixels wide (the height keeps its aspect), as PNG bytes. */
export async function renderPng(svg: string, width: number): Promise<Uint8Array> {
  ready ??= initWasm(resvgModule)
  await ready
  const resvg = new Resvg(svg, {
    fitTo: { mode: 'width', value: width },
    font: {
      fontBuffers: fonts,
      defaultFontFamily: FONT_FAMILY,
      sansSerifFamily: FONT_FAMILY,
    },
  })
  try {
    const image = resvg.render()
    try {
      return image.asPng()
    } finally {
      image.free()
    }
  } finally {
    resvg.free()
  }
}
