import { ghostCardSnippet, markdownSnippet } from '@nqueens/charts/snippets'
import { html } from 'hono/html'

/**
 * A board's snippets besides the frame, for each way people publish (the text builders are
 * `@nqueens/charts/snippets`, shared with the site's chart builder): Markdown (the SVG, linked to
 * the permalink) and a Ghost HTML card (the frame and its script).
 */
export function boardSnippets(page: string, frame: string, n: number, valid: boolean) {
  const alt = `${n}-queens board${valid ? '' : ' (not a solution)'}`
  return {
    markdown: markdownSnippet({ src: `${page}.svg`, alt }, page),
    ghost: ghostCardSnippet(frame),
  }
}

/** The snippets in view, for readers who copy by hand; the Copy buttons copy the same texts. */
export function renderEmbedSnippets(
  frame: string,
  more: { markdown: string; ghost: string },
  canonical: string,
) {
  return html`<details class="board-embed-snippet">
    <summary>Embed this board</summary>
    <p>
      Paste the frame into any page: the board, its verdict and a link back, in the reader's light
      or dark (add <code>?theme=light</code> or <code>?theme=dark</code> to the frame's address to
      fix one); the script resizes the frame. WordPress embeds it from the link alone.
      <a href="${canonical}/embed">Preview the embed</a>.
    </p>
    <pre tabindex="0"><code>${frame}</code></pre>
    <p>Markdown (READMEs, forums, anywhere HTML is refused): the image, linked to this page.</p>
    <pre tabindex="0"><code>${more.markdown}</code></pre>
    <p>
      Ghost: paste this into an HTML card for the live board (a pasted link becomes a bookmark card,
      with the board's picture).
    </p>
    <pre tabindex="0"><code>${more.ghost}</code></pre>
  </details>`
}
