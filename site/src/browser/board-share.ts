/**
 * The share panel of the interactive board: the permalink of the board on display, a copy button
 * and a link that opens it.
 */

export interface Share {
  /** Shows the permalink of `path` (`/s/:n/:queens`), or hides the panel with undefined. */
  show(path: string | undefined): void
}

export function bindShare(): Share {
  const panel = document.getElementById('share') as HTMLElement
  const input = document.getElementById('share-url') as HTMLInputElement
  const copy = document.getElementById('share-copy') as HTMLButtonElement
  const open = document.getElementById('share-open') as HTMLAnchorElement
  const note = document.getElementById('share-note') as HTMLElement

  copy.addEventListener('click', async () => {
    try {
      await navigator.clipboard.writeText(input.value)
      note.textContent = 'Link copied.'
    } catch {
      // Without clipboard permission, select the link so that the user can copy it by hand.
      input.select()
      note.textContent = 'Press Ctrl+C (⌘C) to copy the selected link.'
    }
  })

  return {
    show(path) {
      panel.hidden = path === undefined
      if (path === undefined) return
      const url = new URL(path, location.origin).href
      if (input.value !== url) note.textContent = ''
      input.value = url
      open.href = url
    },
  }
}
