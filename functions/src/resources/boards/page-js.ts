/**
 * The one script of the Worker's pages, served as a file (the CSP allows no inline script): a
 * button with `data-copy` copies that text and says so.
 */
export const PAGE_JS = `document.addEventListener('click', async (event) => {
  const button = event.target instanceof Element ? event.target.closest('[data-copy]') : null
  if (!button) return
  const label = button.textContent
  try {
    await navigator.clipboard.writeText(button.getAttribute('data-copy') || '')
    button.textContent = 'Copied'
  } catch {
    button.textContent = 'Copy failed: select the text instead'
  }
  setTimeout(() => { button.textContent = label }, 1500)
})
`
