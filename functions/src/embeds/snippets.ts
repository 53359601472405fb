/**
 * The copy-paste snippets of the Worker's embeds: an iframe at a fixed size, and, unless the size
 * must hold, /embed/host.js, which resizes the frame to the height its page reports (the same
 * script as the charts' snippets, site/src/browser/embed-host.ts).
 */
export interface FrameSnippet {
  origin: string
  title: string
  width: number
  height: number
  /** Add the resizing script: off when a consumer's maxheight must not be passed. */
  sizing: boolean
}

export function chartEmbedSnippet(frame: FrameSnippet & { src: string }): string {
  return iframe(frame.src, frame)
}

/** A board's embed: its permalink path with `/embed`. */
export function boardEmbedSnippet(frame: FrameSnippet & { path: string }): string {
  return iframe(`${frame.origin}${frame.path}/embed`, frame)
}

function iframe(src: string, frame: FrameSnippet): string {
  const { origin, title, width, height, sizing } = frame
  return (
    `<iframe src="${escapeAttribute(src)}" title="${escapeAttribute(title)}" ` +
    `width="${width}" height="${height}" ` +
    `style="width:100%;max-width:${width}px;border:0" loading="lazy"></iframe>` +
    (sizing ? `\n<script src="${origin}/embed/host.js" async></script>` : '')
  )
}

function escapeAttribute(text: string): string {
  return text.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`)
}
