import { html } from 'hono/html'
import type { HtmlEscapedString } from 'hono/utils/html'
import { PROBLEM_TYPES } from '../../lib/http/problem.ts'
import { rangeOf, renderLimits, type DocsLimits } from './docs-limits.ts'
import { renderExamples } from './docs-examples.ts'
import { anchor, describeType, inlineMarkdown, textOf, type Json } from './docs-text.ts'

/**
 * The API reference, rendered on the server from the OpenAPI document the API validates with, so
 * it cannot drift from the routes and needs no third-party script or CDN. Descriptions are
 * Markdown; types are said in words, with the ranges and per-method limits of this deployment.
 */
type Html = HtmlEscapedString | Promise<HtmlEscapedString>

export interface DocsContext {
  /** `https://host` the page was asked from, for runnable examples. */
  origin: string
  limits: DocsLimits
}

const PROBLEM_NOTES: Record<string, string> = {
  'invalid-input': 'A parameter is wrong; `parameter` names it and `detail` says why.',
  'not-found': 'No such route.',
  'method-not-allowed': 'The route exists, but not for this method.',
  'payload-too-large': 'The request body is larger than the route reads.',
  'unsupported-media-type': 'A body was sent with a `Content-Type` the route does not read.',
  'rate-limited': 'Too many requests from this address; wait `Retry-After` seconds.',
  'cursors-unavailable':
    'The deployment has no `CURSOR_SECRET`, so it cannot verify cursors; ask again without one.',
  'jobs-unavailable': 'The deployment has no Durable Object and queue bindings for `/api/jobs`.',
  'images-unavailable':
    'The images Worker that draws PNGs did not answer; wait `Retry-After` seconds, or take the SVG.',
  'internal-error': 'A bug on our side; nothing a client sends should cause it.',
}

export function renderDocs(document: Json, context: DocsContext): Html {
  const info = (document.info ?? {}) as Json
  const paths = (document.paths ?? {}) as Record<string, Record<string, Json>>
  const schemas = ((document.components as Json | undefined)?.schemas ?? {}) as Record<string, Json>
  const operations = Object.entries(paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => ({ path, method, op })),
  )
  return html`<h1>${textOf(info.title, 'API')} <small>v${textOf(info.version)}</small></h1>
    <p>${inlineMarkdown(textOf(info.description))}</p>
    <p>Machine-readable: <a href="/api/openapi.json">/api/openapi.json</a> (OpenAPI 3.1).</p>
    <nav class="docs-toc" aria-label="Routes">
      <ul>
        ${operations.map(
          ({ path, method }) =>
            html`<li>
              <a href="#${anchor(method, path)}"><code>${method.toUpperCase()} ${path}</code></a>
            </li>`,
        )}
        <li>
          <a href="#limits">Limits</a> · <a href="#schemas">Answer shapes</a> ·
          <a href="#problems">Errors</a>
        </li>
      </ul>
    </nav>
    ${operations.map(({ path, method, op }) => renderOperation(path, method, op, context, schemas))}
    ${renderLimits(context.limits)}
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
          html`<dt id="${type}"><code>${type}</code>: ${status} ${title}</dt>
            <dd>${inlineMarkdown(PROBLEM_NOTES[type] ?? '')}</dd>`,
      )}
    </dl>`
}

function renderOperation(
  path: string,
  method: string,
  op: Json,
  context: DocsContext,
  schemas: Record<string, Json>,
): Html {
  const parameters = (op.parameters ?? []) as Json[]
  const responses = (op.responses ?? {}) as Record<string, Json>
  const body = (op.requestBody as Json | undefined)?.content as Record<string, Json> | undefined
  return html`<section class="docs-operation" id="${anchor(method, path)}">
    <h2><span class="method">${method.toUpperCase()}</span> <code>${path}</code></h2>
    <p><strong>${textOf(op.summary)}</strong></p>
    ${op.description ? html`<p>${inlineMarkdown(textOf(op.description))}</p>` : ''}
    ${parameters.length ? renderParameters(method, path, parameters, context.limits) : ''}
    ${
      body
        ? html`<p>
            Body
            (${Object.keys(body).map((type, i) => html`${i ? ', ' : ''}<code>${type}</code>`)}):
            ${Object.values(body).map((media) => renderBodyShape(path, (media.schema ?? {}) as Json, context.limits))}
          </p>`
        : ''
    }
    <p>Answers:</p>
    <ul>
      ${Object.entries(responses).map(
        ([status, r]) =>
          html`<li>
            <strong>${status}</strong> ${inlineMarkdown(textOf(r.description))}
            ${Object.entries((r.content ?? {}) as Record<string, Json>).map(
              ([type, media]) =>
                html` (<code>${type}</code>${media.schema ? html`: ${describeType(media.schema as Json)}` : ''})`,
            )}
          </li>`,
      )}
    </ul>
    ${renderExamples({ path, method, op, origin: context.origin, schemas })}
  </section>`
}

function renderParameters(
  method: string,
  path: string,
  parameters: Json[],
  limits: DocsLimits,
): Html {
  return html`<div
    class="table-scroll"
    tabindex="0"
    role="region"
    aria-label="Parameters of ${method.toUpperCase()} ${path}"
  >
    <table class="prose-table">
      <thead>
        <tr>
          <th>parameter</th>
          <th>accepts</th>
          <th>meaning</th>
        </tr>
      </thead>
      <tbody>
        ${parameters.map((p) => {
          const schema = (p.schema ?? {}) as Json
          const range = rangeOf(path, textOf(p.name), limits)
          return html`<tr>
            <td>
              <code>${textOf(p.name)}</code
              >${p.in === 'path' ? ' (in the path)' : ''}${p.required ? html`<br /><small>required</small>` : ''}
            </td>
            <td>${describeType(schema, range)}</td>
            <td>${inlineMarkdown(textOf(p.description ?? schema.description))}</td>
          </tr>`
        })}
      </tbody>
    </table>
  </div>`
}

function renderBodyShape(path: string, schema: Json, limits: DocsLimits): Html | string {
  if (schema.$ref) return describeType(schema)
  const properties = (schema.properties ?? {}) as Record<string, Json>
  const required = new Set((schema.required ?? []) as string[])
  return html`<code
      >{
      ${Object.keys(properties).map(
        (name, i) => html`${i ? ', ' : ''}${name}${required.has(name) ? '' : '?'}`,
      )}
      }</code
    >
    ${Object.entries(properties).map(
      ([name, s]) =>
        html`<br /><code>${name}</code>: ${describeType(s, rangeOf(path, name, limits))}`,
    )}`
}

function renderSchema(name: string, schema: Json): Html {
  const properties = (schema.properties ?? {}) as Record<string, Json>
  const required = new Set((schema.required ?? []) as string[])
  return html`<h3 id="schema-${name}">${name}</h3>
    ${schema.description ? html`<p>${inlineMarkdown(textOf(schema.description))}</p>` : ''}
    ${
      Object.keys(properties).length
        ? html`<div class="table-scroll" tabindex="0" role="region" aria-label="Fields of ${name}">
            <table class="prose-table">
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
                      <td>
                        <code>${field}</code
                        >${required.has(field) ? '' : html`<br /><small>optional</small>`}
                      </td>
                      <td>${describeType(s)}</td>
                      <td>${inlineMarkdown(textOf(s.description))}</td>
                    </tr>`,
                )}
              </tbody>
            </table>
          </div>`
        : html`<p>
            ${describeType(schema)}${schema.example ? html`, for example <code>${JSON.stringify(schema.example)}</code>` : ''}
          </p>`
    }`
}
