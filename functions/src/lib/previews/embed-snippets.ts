import { frameSnippet, type FrameSnippet } from '@nqueens/charts/snippets'
import { escapeXml } from '@nqueens/charts/svg'

/**
 * @module
 * The html of the Worker's embeds, from the one frame builder (`@nqueens/charts/snippets`): a
 * board's copy-paste snippet, and an oEmbed answer's html, made for hosts that rewrite it, as
 * WordPress does: the frame is as wide as the host's column by its attributes alone, and
 * WordPress's fallback link comes first.
 */

/** A board's embed: its permalink path with `/embed`. */
export function boardEmbedSnippet(frame: FrameSnippet & { path: string }): string {
  return frameSnippet(boardEmbedSrc(frame.origin, frame.path), frame)
}

export function boardEmbedSrc(origin: string, path: string): string {
  return `${origin}${path}/embed`
}

/**
 * An oEmbed answer's html: the frame of `src`, after WordPress's fallback, a link to `page`.
 * WordPress shows that link until the frame first speaks its protocol
 * (charts/src/embed-report.ts), and loads its resizing script, wp-embed.js, only for a post
 * whose embed carries it; it drops the `style` that hides the link everywhere else.
 */
export function oembedHtml(frame: FrameSnippet & { src: string; page: string }): string {
  return (
    `<blockquote class="wp-embedded-content" style="display:none">` +
    `<a href="${escapeXml(frame.page)}">${escapeXml(frame.title)}</a></blockquote>` +
    frameSnippet(frame.src, frame, true)
  )
}
