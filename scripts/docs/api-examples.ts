/**
 * @module
 * The answers shown in docs/api.md's examples, written from the Worker's live answers instead of
 * by hand, so that they cannot go stale. In the examples' code block, a `curl '…'` line followed
 * by a `# {…}` line shows that request's answer: the line is the JSON the Worker answers with
 * `npm start`'s settings (wrangler.toml's vars), a cursor shown as `v1.…` since its signature
 * depends on the deployment's secret.
 *
 *   npm run docs:api        # rewrites docs/api.md's answers from the bundled Worker
 *
 * scripts/docs/api-examples.test.ts fails while a shown answer differs from the live one.
 */
import { readFileSync, writeFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { bundleWorkerApp, TEST_ENV, type App } from '../../test/node/worker-cpu.ts'

export const API_DOC = resolve(import.meta.dirname, '../../docs/api.md')

const REQUEST = /^curl '(http:\/\/127\.0\.0\.1:8787(\/[^']*))'$/
const ANSWER = /^# \{/
/** A shown answer may run on over lines that start `#  `. */
const ANSWER_MORE = /^# {2}/

/** docs/api.md with every shown answer replaced by the live one. */
export async function withLiveAnswers(doc: string, app: App): Promise<string> {
  const lines = doc.split('\n')
  const out: string[] = []
  for (let i = 0; i < lines.length; i++) {
    out.push(lines[i])
    const request = REQUEST.exec(lines[i])
    if (!request || !ANSWER.test(lines[i + 1] ?? '')) continue
    let end = i + 2
    while (ANSWER_MORE.test(lines[end] ?? '')) end++
    out.push(`# ${await liveAnswer(app, request[2])}`)
    i = end - 1
  }
  return out.join('\n')
}

async function liveAnswer(app: App, path: string): Promise<string> {
  const response = await app.request(path, { headers: { 'CF-Connecting-IP': '192.0.2.1' } }, ENV)
  if (response.status !== 200) {
    throw new Error(`${path}: ${response.status} ${await response.text()}`)
  }
  const answer = (await response.json()) as Record<string, unknown>
  if (typeof answer.cursor === 'string') answer.cursor = 'v1.…'
  return JSON.stringify(answer)
}

/** `npm start`'s settings: wrangler.toml's vars, with the proofs' cursor key. */
const ENV = TEST_ENV

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { app, dispose } = await bundleWorkerApp()
  try {
    const doc = readFileSync(API_DOC, 'utf8')
    const next = await withLiveAnswers(doc, app)
    writeFileSync(API_DOC, next)
    console.log(next === doc ? 'docs/api.md: answers unchanged' : 'docs/api.md: answers rewritten')
  } finally {
    dispose()
  }
}
