/**
 * @module
 * The painting properties of the card SVG's elements, cascaded as SVG does: each inherits its
 * parent's, its presentation attributes override them, and style sheet rules override those
 * (a class rule over an element rule). Every property here is one SVG inherits.
 */
import type { CssRule, SvgElement } from './svg-parse.ts'

export interface Style {
  /** 0xrrggbb, or null for none. */
  fill: number | null
  stroke: number | null
  strokeWidth: number
  fillOpacity: number
  dashes: number[] | undefined
  fontSize: number
  bold: boolean
  anchor: 'start' | 'middle' | 'end'
}

/** SVG's initial values (resvg's font size where none is given). */
export const INITIAL_STYLE: Style = {
  fill: 0x000000,
  stroke: null,
  strokeWidth: 1,
  fillOpacity: 1,
  dashes: undefined,
  fontSize: 12,
  bold: false,
  anchor: 'start',
}

export const STYLE_PROPERTIES = new Set([
  'fill',
  'stroke',
  'stroke-width',
  'fill-opacity',
  'stroke-dasharray',
  'font-size',
  'font-weight',
  'text-anchor',
])

export function cascade(parent: Style, element: SvgElement, rules: CssRule[]): Style {
  const style = { ...parent }
  for (const [name, value] of Object.entries(element.attributes)) {
    if (STYLE_PROPERTIES.has(name)) apply(style, name, value)
  }
  const classes = (element.attributes.class ?? '').split(/\s+/).filter(Boolean)
  const matching = [
    ...rules.filter((rule) => rule.selector === element.name),
    ...rules.filter((rule) => classes.some((name) => rule.selector === `.${name}`)),
  ]
  for (const rule of matching) {
    for (const [name, value] of Object.entries(rule.declarations)) {
      if (!STYLE_PROPERTIES.has(name)) throw new Error(`CSS: the property ${name} is not drawn`)
      apply(style, name, value)
    }
  }
  return style
}

function apply(style: Style, name: string, value: string): void {
  switch (name) {
    case 'fill':
      style.fill = color(value)
      break
    case 'stroke':
      style.stroke = color(value)
      break
    case 'stroke-width':
      style.strokeWidth = number(value)
      break
    case 'fill-opacity':
      style.fillOpacity = Math.max(0, Math.min(1, number(value)))
      break
    case 'stroke-dasharray':
      style.dashes = value === 'none' ? undefined : value.split(/[\s,]+/).map(number)
      break
    case 'font-size':
      style.fontSize = number(value)
      break
    case 'font-weight':
      // Two faces: 600 and up match the bold one, as CSS font matching picks it.
      if (!/^(normal|bold|[1-9]00)$/.test(value)) throw new Error(`font-weight ${value}`)
      style.bold = value === 'bold' || (value !== 'normal' && Number(value) >= 600)
      break
    case 'text-anchor':
      if (value !== 'start' && value !== 'middle' && value !== 'end') {
        throw new Error(`text-anchor ${value} is not drawn`)
      }
      style.anchor = value
      break
  }
}

const NAMED_COLORS: Record<string, number> = { black: 0x000000, white: 0xffffff }

function color(value: string): number | null {
  if (value === 'none') return null
  if (value in NAMED_COLORS) return NAMED_COLORS[value]
  const long = /^#([0-9a-f]{6})$/i.exec(value)
  if (long) return parseInt(long[1], 16)
  const short = /^#([0-9a-f]{3})$/i.exec(value)
  if (short) return parseInt([...short[1]].map((digit) => digit + digit).join(''), 16)
  throw new Error(`the colour ${value} is not drawn`)
}

/** A number, or a length in px. */
export function number(value: string): number {
  const match = /^\s*([-+]?(?:\d+\.?\d*|\.\d+)(?:e[-+]?\d+)?)(px)?\s*$/i.exec(value)
  if (!match) throw new Error(`SVG: ${JSON.stringify(value)} is not a number`)
  return Number(match[1])
}
