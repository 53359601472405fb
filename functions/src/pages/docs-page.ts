import { html } from 'hono/html'
import type { HtmlEscapedString } from 'hono/utils/html'
import { PROBLEM_TYPES } from '../http/problem.ts'

/**
 * The API reference, rendered on the server from the OpenAPI document the API validates with, so
 * it cannot drift from the routes and needs no third-party script or CDN.
 */
type Json = Record<string, unknown>

const PROBLEM_NOTES: Record<string, string> = {
  'invalid-input': 'A parameter is wrong; `parameter` names it and `detail` says why.',
  'not-found': 'No such route.',
  'method-not-allowed': 'The route exists, but not for this method.',
  'payload-too-large': 'The request body is larger than the route reads.',
  'unsupported-media-type': 'A body was sent with a Content-Type the route does not read.',
  'rate-limited': 'Too many requests from this address; wait `Retry-After` seconds.',
  'cursors-unavailable':
    'The deployment has no CURSOR_SECRET, so it cannot check cursors; ask again without one.',
  'jobs-unavailable': 'The deployment has no Durable Object and queue bindings for /api/jobs.',
  'internal-error': 'A bug on our side; nothing a client sends should cause it.',
}

export function renderDocs(document: Json): HtmlEscapedString | Promise<HtmlEscapedString> {
  const info = (document.info ?? {}) as Json
  const paths = (document.paths ?? {}) as Record<string, Record<string, Json>>
  const schemas = ((document.components as Json | undefined)?.schemas ?? {}) as Record<string, Json>
  const operations = Object.entries(paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => ({ path, method, op })),
  )
  return html`<h1>${String(info.title ?? 'API')} <small>v${String(info.version ?? '')}</small></h1>
    <p>${String(info.description ?? '')}</p>
    <p>Machine-readable: <a href="/api/openapi.json">/api/openapi.json</a> (OpenAPI 3.1).</p>
    <nav>
      <ul>
        ${operations.map(
          ({ path, method }) =>
            html`<li><a href="#${anchor(method, path)}">${method.toUpperCase()} ${path}</a></li>`,
        )}
      </ul>
    </nav>
    ${operations.map(({ path, method, op }) => renderOperation(path, method, op))}
    <h2 id="schemas">Answer shapes</h2>
    ${Object.entries(schemas).map(([name, schema]) => renderSchema(name, schema))}
    <h2 id="problems">Errors</h2>
    <p>
      Every error is <code>application/problem+json</code> (RFC 9457):
      <code>{ type, title, status, detail, parameter? }</code>, where <code>type</code> links here.
    </p>
    <dl>
      ${Object.entries(PROBLEM_TYPES).map(
        ([type, { status, title }]) =>
          html`<dt id="${type}"><code>${type}</code> — ${status} ${title}</dt>
            <dd>${PROBLEM_NOTES[type] ?? ''}</dd>`,
      )}
    </dl>`
}

function renderOperation(path: string, method: string, op: Json) {
  const parameters = (op.parameters ?? []) as Json[]
  const responses = (op.responses ?? {}) as Record<string, Json>
  const body = (op.requestBody as Json | undefined)?.content as Record<string, Json> | undefined
  const example = exampleUrl(path, parameters)
  return html`<section id="${anchor(method, path)}">
    <h2><code>${method.toUpperCase()} ${path}</code></h2>
    <p><strong>${String(op.summary ?? '')}</strong></p>
    <p>${String(op.description ?? '')}</p>
    ${
      parameters.length
        ? html`<table>
            <thead>
              <tr>
                <th>parameter</th>
                <th>in</th>
                <th>accepts</th>
                <th>meaning</th>
              </tr>
            </thead>
            <tbody>
              ${parameters.map(
                (p) =>
                  html`<tr>
                    <td><code>${String(p.name)}</code>${p.required ? ' (required)' : ''}</td>
                    <td>${String(p.in)}</td>
                    <td>${describeSchema((p.schema ?? {}) as Json)}</td>
                    <td>
                      ${String(p.description ?? (p.schema as Json | undefined)?.description ?? '')}
                    </td>
                  </tr>`,
              )}
            </tbody>
          </table>`
        : ''
    }
    ${
      body
        ? html`<p>
            Body: ${Object.keys(body).map((type) => html`<code>${type}</code> `)}
            ${Object.values(body).map((media) => describeSchema((media.schema ?? {}) as Json))}
          </p>`
        : ''
    }
    <p>Answers:</p>
    <ul>
      ${Object.entries(responses).map(
        ([status, r]) =>
          html`<li>
            <strong>${status}</strong> ${String(r.description ?? '')}
            ${Object.values((r.content ?? {}) as Record<string, Json>).map((media) =>
              refLink((media.schema ?? {}) as Json),
            )}
          </li>`,
      )}
    </ul>
    ${method === 'get' && example ? html`<pre><code>curl '${example}'</code></pre>` : ''}
  </section>`
}

function renderSchema(name: string, schema: Json) {
  const properties = (schema.properties ?? {}) as Record<string, Json>
  const required = new Set((schema.required ?? []) as string[])
  return html`<h3 id="schema-${name}">${name}</h3>
    <p>${String(schema.description ?? '')}</p>
    ${
      Object.keys(properties).length
        ? html`<table>
            <thead>
              <tr>
                <th>field</th>
                <th>type</th>
                <th>meaning</th>
              </tr>
            </thead>
            <tbody>
              ${Object.entries(properties).map(
                ([field, s]) =>
                  html`<tr>
                    <td><code>${field}</code>${required.has(field) ? '' : ' (optional)'}</td>
                    <td>${refLink(s)}</td>
                    <td>${String(s.description ?? '')}</td>
                  </tr>`,
              )}
            </tbody>
          </table>`
        : html`<p>${describeSchema(schema)}</p>`
    }`
}

function describeSchema(schema: Json): string {
  if (typeof schema.$ref === 'string') return schema.$ref.split('/').pop() ?? ''
  if (Array.isArray(schema.enum)) return `one of ${schema.enum.join(', ')}`
  if (typeof schema.pattern === 'string') return `${String(schema.type)} matching ${schema.pattern}`
  if (schema.type === 'array') return `list of ${describeSchema((schema.items ?? {}) as Json)}`
  if (schema.type === 'object') return 'object'
  return String(schema.type ?? 'any')
}

function refLink(schema: Json): string | HtmlEscapedString | Promise<HtmlEscapedString> {
  if (typeof schema.$ref === 'string') {
    const name = schema.$ref.split('/').pop() ?? ''
    return html`<a href="#schema-${name}">${name}</a>`
  }
  if (schema.type === 'array' && (schema.items as Json | undefined)?.$ref) {
    return html`list of ${refLink(schema.items as Json)}`
  }
  return describeSchema(schema)
}

function exampleUrl(path: string, parameters: Json[]): string | undefined {
  const query = parameters
    .filter((p) => p.in === 'query' && (p.required || p.name === 'queens'))
    .map(
      (p) =>
        `${String(p.name)}=${String((p.schema as Json | undefined)?.example ?? p.example ?? '')}`,
    )
  return `http://127.0.0.1:8787${path}${query.length ? '?' + query.join('&') : ''}`
}

function anchor(method: string, path: string): string {
  return `${method}-${path.replace(/[^a-z0-9]+/gi, '-')}`
}
