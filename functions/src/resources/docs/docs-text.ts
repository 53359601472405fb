import { escapeXml } from '@nqueens/charts/svg'
import { html, raw } from 'hono/html'
import type { HtmlEscapedString } from 'hono/utils/html'
import { DIGITS } from '../../lib/schemas/integers.ts'

/**
 * Text pieces of the API reference: the Markdown the schema descriptions are written in, and
 * each schema's type said the way a person reads it ("whole number, 1 to 20,000") rather than
 * as the regex that validates it.
 */
export type Json = Record<string, unknown>
type Html = HtmlEscapedString | Promise<HtmlEscapedString>

/**
 * The inline Markdown of descriptions: `code`, **strong**, and [links](/path). Everything is
 * escaped first, so a description can only ever produce these three elements.
 *
 * @example
 * inlineMarkdown('default `mrv` (see [limits](#limits))')
 * // 'default <code>mrv</code> (see <a href="#limits">limits</a>)'
 */
export function inlineMarkdown(text: string): HtmlEscapedString {
  const escaped = escapeXml(text)
  const rendered = escaped
    .replace(/`([^`]+)`/g, '<code>$1</code>')
    .replace(/\*\*([^*]+)\*\*/g, '<strong>$1</strong>')
    .replace(/\[([^\]]+)\]\(((?:\/|#|https:\/\/)[^)\s]*)\)/g, '<a href="$2">$1</a>')
  return raw(rendered)
}

/** A number with thousands separators: 20000 → 20,000. */
/** A field of the contract as text: a string as it is, anything else as `fallback`. */
export function textOf(value: unknown, fallback = ''): string {
  return typeof value === 'string' ? value : fallback
}

export function formatNumber(value: number): string {
  return value.toLocaleString('en-US')
}

/**
 * The type of a schema in words. `range`, when given, is what the parameter accepts on this
 * route (from the deployment's limits) and replaces the bounds the schema itself states.
 */
export function describeType(schema: Json, range?: string): Html | string {
  if (typeof schema.$ref === 'string') return refLink(schema.$ref)
  if (Array.isArray(schema.enum)) {
    const values = schema.enum.map((value) => html`<code>${String(value)}</code>`)
    return values.length === 1
      ? html`${values[0]}`
      : html`one of ${values.map((v, i) => html`${i ? ', ' : ''}${v}`)}`
  }
  if (Array.isArray(schema.prefixItems)) {
    const items = (schema.prefixItems as Json[]).map((item) => describeType(item))
    return html`[${items.map((item, i) => html`${i ? ', ' : ''}${item}`)}]`
  }
  if (schema.type === 'array') {
    return html`list of ${describeType((schema.items ?? {}) as Json)}`
  }
  if (schema.type === 'string') return describeString(schema, range)
  if (schema.type === 'integer' || schema.type === 'number') {
    if (range) return `whole number, ${range}`
    const { minimum, maximum } = schema as { minimum?: number; maximum?: number }
    if (minimum !== undefined && maximum !== undefined) {
      return `whole number, ${formatNumber(minimum)} to ${formatNumber(maximum)}`
    }
    return schema.type === 'integer' ? 'whole number' : 'number'
  }
  if (schema.type === 'boolean') return html`<code>true</code> or <code>false</code>`
  if (schema.type === 'object') return 'object'
  return 'any JSON value'
}

function describeString(schema: Json, range?: string): string {
  const pattern = typeof schema.pattern === 'string' ? schema.pattern : undefined
  if (pattern === DIGITS.source) return 'decimal digits (a count, exact at any size)'
  if (range) return `text, ${range}`
  const { minLength, maxLength } = schema as { minLength?: number; maxLength?: number }
  if (maxLength !== undefined) {
    return `text, ${formatNumber(minLength ?? 0)} to ${formatNumber(maxLength)} characters`
  }
  return 'text'
}

function refLink(ref: string): Html {
  const name = ref.split('/').pop() ?? ''
  return html`<a href="#schema-${name}">${name}</a>`
}

/** The anchor of an operation: `get-api-count`, `get-s-n-board-png`. */
export function anchor(method: string, path: string): string {
  return `${method}-${path.replace(/[^a-z0-9]+/gi, '-').replace(/-+$/, '')}`
}
