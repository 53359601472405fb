/**
 * @module
 * Finding a page's elements for its script: an element the page's markup promised and does not
 * have stops the script at once, naming what is missing, rather than failing later on `null`.
 */

/** The element with this id; throws naming it when the page has none. */
export function byId<T extends HTMLElement>(id: string): T {
  const found = document.getElementById(id)
  if (!found) throw new Error(`#${id} is missing from the page`)
  return found as T
}

/** The first element under `root` that matches `selector`; throws naming it when there is none. */
export function pick<T extends HTMLElement>(root: ParentNode, selector: string): T {
  const found = root.querySelector<T>(selector)
  if (!found) throw new Error(`${selector} is missing from the page`)
  return found
}
