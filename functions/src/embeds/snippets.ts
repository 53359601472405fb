/**
 * The html of the Worker's embeds. The copy-paste snippet is an iframe at a fixed size and, unless
 * the size must hold, /embed/host.js, which resizes the frame to the height its page reports (the
 * same script as the charts' snippets, site/src/browser/embed-host.ts). An oEmbed answer's html
 * is made for hosts that rewrite it, as WordPress does (it drops `style`, `loading` and scripts):
 * the frame is as wide as the host's column by its attributes alone, and WordPress's fallback
 * link comes first.
 */
export interface FrameSnippet {
  origin: string
  title: string
  width: number
  height: number
  /** Add the resizing script: off when a consumer's maxheight must not be passed. */
  sizing: boolean
}

/** A board's embed: its permalink path with `/embed`. */
export function boardEmbedSnippet(frame: FrameSnippet & { path: string }): string {
  return iframe(boardEmbedSrc(frame.origin, frame.path), frame, false)
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
    `<a href="${escapeAttribute(frame.page)}">${escapeAttribute(frame.title)}</a></blockquote>` +
    iframe(frame.src, frame, true)
  )
}

/**
 * The frame. `fluid` makes its width attribute 100%, so that it fits its column where the host
 * drops the style that caps it; frameborder does the style's `border:0` there too. No sandbox
 * of our own: the host may set one, and the page draws in any that allows scripts.
 */
function iframe(src: string, frame: FrameSnippet, fluid: boolean): string {
  const { origin, title, width, height, sizing } = frame
  return (
    `<iframe src="${escapeAttribute(src)}" title="${escapeAttribute(title)}" ` +
    `width="${fluid ? '100%' : width}" height="${height}"${fluid ? ' frameborder="0"' : ''} ` +
    `style="width:100%;max-width:${width}px;border:0" loading="lazy"></iframe>` +
    (sizing ? `\n<script src="${origin}/embed/host.js" async></script>` : '')
  )
}

/** Text for an attribute or an element's content: `&`, `<`, `>` and `"` as references. */
function escapeAttribute(text: string): string {
  return text.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`)
}
