/**
 * Copies a field's text to the clipboard and says so in `status`. Without clipboard permission
 * the text is selected instead, so the reader can copy it by hand, and `status` says how.
 *
 * @example
 * button.addEventListener('click', () => copyField(input, note, 'link', 'Link copied.'))
 */
export async function copyField(
  field: HTMLInputElement | HTMLTextAreaElement,
  status: HTMLElement,
  what: string,
  copied: string,
): Promise<void> {
  try {
    await navigator.clipboard.writeText(field.value)
    status.textContent = copied
  } catch {
    field.select()
    status.textContent = `Press Ctrl+C (⌘C) to copy the selected ${what}.`
  }
}
