/**
 * @module
 * The permalink panel of the interactive board (its element ids say `share`): the permalink of the board on display, a copy button
 * and a link that opens it.
 */
import { copyField } from './copy.ts'
import { byId } from './dom.ts'

export interface PermalinkPanel {
  /** Shows the permalink of `path` (`/s/:n/:queens`), or hides the panel with undefined. */
  show(path: string | undefined): void
}

export function bindPermalinkPanel(): PermalinkPanel {
  const panel = byId<HTMLElement>('share')
  const input = byId<HTMLInputElement>('share-url')
  const copy = byId<HTMLButtonElement>('share-copy')
  const open = byId<HTMLAnchorElement>('share-open')
  const note = byId<HTMLElement>('share-note')

  copy.addEventListener('click', () => void copyField(input, note, 'link', 'Link copied.'))

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
