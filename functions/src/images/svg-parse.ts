/**
 * @module
 * Reads the SVG that this project writes for its chart cards (`@nqueens/charts/card`): elements,
 * attributes, text, and the simple style sheets of the charts (`.class{…}`, `element{…}`). It is
 * no general XML or CSS parser: what it does not know it refuses, so that a change to the
 * charts' SVG that the Worker's renderer would draw wrongly fails its tests instead.
 */

export interface SvgElement {
  name: string
  attributes: Record<string, string>
  children: (SvgElement | string)[]
}

const TOKEN =
  /<!--[\s\S]*?-->|<(\/?)([a-zA-Z][\w:-]*)((?:\s+[\w:-]+\s*=\s*(?:"[^"]*"|'[^']*'))*)\s*(\/?)>|([^<]+)|(<)/g
const ATTRIBUTE = /([\w:-]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/g

/** The document's root element. */
export function parseSvg(text: string): SvgElement {
  const root: SvgElement = { name: '#document', attributes: {}, children: [] }
  const open = [root]
  for (const match of text.matchAll(TOKEN)) {
    const [whole, closing, name, attributes, selfClosing, content, stray] = match
    const parent = open.at(-1)!
    if (stray !== undefined) throw new Error(`SVG: cannot read the markup at ${whole}`)
    if (whole.startsWith('<!--')) continue
    if (content !== undefined) {
      parent.children.push(decodeEntities(content))
    } else if (closing) {
      if (parent.name !== name) throw new Error(`SVG: </${name}> closes <${parent.name}>`)
      open.pop()
    } else {
      const element: SvgElement = { name, attributes: {}, children: [] }
      for (const [, key, double, single] of attributes.matchAll(ATTRIBUTE)) {
        element.attributes[key] = decodeEntities(double ?? single)
      }
      parent.children.push(element)
      if (!selfClosing) open.push(element)
    }
  }
  if (open.length !== 1) throw new Error(`SVG: <${open.at(-1)!.name}> is never closed`)
  const elements = root.children.filter((child) => typeof child !== 'string')
  if (elements.length !== 1 || elements[0].name !== 'svg') throw new Error('SVG: no <svg> root')
  return elements[0]
}

const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" }

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-fA-F]+|#[0-9]+|[a-z]+);/g, (whole, entity: string) => {
    if (entity.startsWith('#x')) return String.fromCodePoint(parseInt(entity.slice(2), 16))
    if (entity.startsWith('#')) return String.fromCodePoint(Number(entity.slice(1)))
    if (entity in NAMED) return NAMED[entity]
    throw new Error(`SVG: the entity ${whole} is not known`)
  })
}

/** The text of an element's string children, as SVG lays it out by default (spaces collapsed). */
export function textContent(element: SvgElement): string {
  return element.children
    .map((child) => {
      if (typeof child !== 'string') throw new Error(`SVG: <${child.name}> inside text`)
      return child
    })
    .join('')
    .replace(/[\r\n]/g, '')
    .replace(/\t/g, ' ')
    .replace(/ {2,}/g, ' ')
    .trim()
}

export interface CssRule {
  /** An element name, or a class name after a dot. */
  selector: string
  declarations: Record<string, string>
}

/** Rules of the form `a{…}` and `.b{…}`, in the order written; anything else is refused. */
export function parseCss(text: string): CssRule[] {
  const rules: CssRule[] = []
  const body = text.replace(/\/\*[\s\S]*?\*\//g, '').trim()
  const RULE = /\s*([^{}]+)\{([^{}]*)\}\s*/gy
  let at = 0
  for (let match = RULE.exec(body); match; match = RULE.exec(body)) {
    at = RULE.lastIndex
    const declarations: Record<string, string> = {}
    for (const declaration of match[2].split(';')) {
      if (!declaration.trim()) continue
      const [property, ...value] = declaration.split(':')
      declarations[property.trim()] = value.join(':').trim()
    }
    for (const selector of match[1].split(',')) {
      const trimmed = selector.trim()
      if (!/^\.?[\w-]+$/.test(trimmed)) throw new Error(`CSS: the selector ${trimmed} is not drawn`)
      rules.push({ selector: trimmed, declarations })
    }
  }
  if (at !== body.length) throw new Error(`CSS: cannot read ${body.slice(at, at + 40)}`)
  return rules
}
