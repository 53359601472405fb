import { html } from 'hono/html'
import type { HtmlEscapedString } from 'hono/utils/html'
import type { Json } from './docs-text.ts'

/**
 * A runnable example for each operation, against the origin the reference was asked from: the
 * path's parameters and the query's required ones (or `n`) from their OpenAPI examples, and a
 * JSON body from the body schema's examples.
 */
export interface ExampleInput {
  path: string
  method: string
  op: Json
  origin: string
  schemas: Record<string, Json>
}

export function renderExamples(
  input: ExampleInput,
): HtmlEscapedString | Promise<HtmlEscapedString> {
  const command = exampleCommand(input)
  return command
    ? html`<p>Example:</p>
        <pre tabindex="0"><code>${command}</code></pre>`
    : html``
}

function exampleCommand({ path, method, op, origin, schemas }: ExampleInput): string | undefined {
  const parameters = (op.parameters ?? []) as Json[]
  const example = (p: Json) => (p.schema as Json | undefined)?.example ?? p.example
  let url = path
  for (const p of parameters.filter((p) => p.in === 'path')) {
    if (example(p) === undefined) return undefined
    url = url.replace(`{${String(p.name)}}`, String(example(p)))
  }
  const query = parameters.filter((p) => p.in === 'query' && example(p) !== undefined)
  const chosen = query.filter((p) => p.required)
  if (chosen.length === 0) chosen.push(...query.filter((p) => p.name === 'n'))
  const search = chosen.map((p) => `${String(p.name)}=${String(example(p))}`).join('&')
  const target = `'${origin}${url}${search ? `?${search}` : ''}'`
  if (method === 'get') return `curl ${target}`
  const content = (op.requestBody as Json | undefined)?.content as Record<string, Json> | undefined
  const media = content?.['application/json']
  if (!media) return `curl -X ${method.toUpperCase()} ${target}`
  const body = exampleBody((media.schema ?? {}) as Json, schemas)
  return (
    `curl -X ${method.toUpperCase()} -H 'Content-Type: application/json' \\\n` +
    `  -d '${JSON.stringify(body)}' ${target}`
  )
}

/** An object of the required fields' examples (a $ref followed to its component). */
function exampleBody(schema: Json, schemas: Record<string, Json>): Record<string, unknown> {
  const resolved =
    typeof schema.$ref === 'string' ? (schemas[schema.$ref.split('/').pop() ?? ''] ?? {}) : schema
  if (resolved.example !== undefined) return resolved.example as Record<string, unknown>
  const properties = (resolved.properties ?? {}) as Record<string, Json>
  const required = new Set((resolved.required ?? []) as string[])
  const body: Record<string, unknown> = {}
  for (const [name, property] of Object.entries(properties)) {
    if (required.has(name) && property.example !== undefined) body[name] = property.example
  }
  return body
}
