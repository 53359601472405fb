import { initWasm, Resvg } from '@resvg/resvg-wasm'
import resvgModule from '@resvg/resvg-wasm/index_bg.wasm'
import { CARD_FONT, chartCardSvg } from '@nqueens/charts/card'
import type { Chart } from '@nqueens/charts/embeds'
import regular from 'dejavu-fonts-ttf/ttf/DejaVuSans.ttf'
import bold from 'dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf'

/**
 * A chart's link-preview card as a PNG, drawn in the Worker: for a chosen-series chart (the build
 * draws only the whole charts' cards) and for thumbnails narrower than 1200 pixels. The same
 * composition (`@nqueens/charts/card`) and the same bundled font as the build's cards, rasterised
 * by resvg's WebAssembly build, compiled once per isolate.
 */
let ready: Promise<void> | undefined

export async function renderChartCardPng(
  chart: Chart,
  width: number,
  subtitle?: string,
): Promise<Uint8Array<ArrayBuffer>> {
  await (ready ??= initWasm(resvgModule))
  const resvg = new Resvg(chartCardSvg(chart, { subtitle }), {
    font: {
      fontBuffers: [new Uint8Array(regular), new Uint8Array(bold)],
      defaultFontFamily: CARD_FONT,
      sansSerifFamily: CARD_FONT,
    },
    fitTo: { mode: 'width', value: width },
  })
  try {
    const image = resvg.render()
    try {
      return new Uint8Array(image.asPng())
    } finally {
      image.free()
    }
  } finally {
    resvg.free()
  }
}
