/**
 * @module
 * A chart's snippets for each way people publish besides the frame and the HTML image: Markdown,
 * a Ghost HTML card, a plain link (the text builders are `@nqueens/charts/snippets`, shared with
 * the Worker's permalink pages). The link, and the page the Markdown image links to, is the
 * chart's page (/charts/<chart>/), which gives the chart its context. Built the same way at build
 * time and in the browser.
 */
import {
  chartTwinUrl,
  ghostCardSnippet,
  linkSnippet,
  markdownSnippet,
} from '@nqueens/charts/snippets'
import {
  chartPageUrl,
  iframeSnippet,
  type EmbedTarget,
  type ImageFormat,
} from './embed-snippet-text.ts'

export function publishSnippets(
  target: EmbedTarget,
  format: ImageFormat,
): { markdown: string; ghost: string; link: string } {
  const page = chartPageUrl(target)
  const src = chartTwinUrl(target.origin, target.id, target.theme, format)
  return {
    markdown: markdownSnippet({ src, alt: target.title }, page),
    ghost: ghostCardSnippet(iframeSnippet(target)),
    link: linkSnippet(page),
  }
}
