import { readFileSync } from 'node:fs'

/** A fenced code block of core/README.md: its info string (`js`, `js browser`, `sh`, …) and text. */
export interface Block {
  info: string
  code: string
  /** The `text` block right after it: the output the example prints. */
  output?: string
}

/** Every fenced block of a Markdown file, each with the `text` block that follows it, if any. */
export function readBlocks(file: URL): Block[] {
  const text = readFileSync(file, 'utf8')
  const blocks: Block[] = []
  // A fence may be indented (a block inside a list item); its lines lose that indent.
  const fence = /^( *)```([^\n`]*)\n([\s\S]*?)^\1```$/gm
  for (const [, indent, info, body] of text.matchAll(fence)) {
    const code = body.replace(new RegExp(`^${indent}`, 'gm'), '')
    const last = blocks.at(-1)
    if (info.trim() === 'text' && last !== undefined && last.output === undefined) {
      last.output = code
    } else blocks.push({ info: info.trim(), code })
  }
  return blocks
}

/**
 * Whether `actual` is what the README shows: line by line, where `…` in the README stands for
 * any text (timings, node counts), and a line that is only `…` for any number of lines.
 */
export function matchesShown(actual: string, shown: string): boolean {
  const pattern = shown
    .trimEnd()
    .split('\n')
    .map((line) =>
      line === '…'
        ? '(?:.*\\n)*?'
        : line
            .split('…')
            .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
            .join('.*') + '\\n',
    )
    .join('')
  return new RegExp(`^${pattern}$`).test(actual.trimEnd() + '\n')
}
