import autocannon from 'autocannon'
import { parseLoadArgs, type LoadArgs } from './load/args.ts'
import { startDevServer } from './load/server.ts'
import { TRAFFIC } from './load/traffic.ts'

/**
 * `npm run load`: drives the Worker under `wrangler dev` on loopback with autocannon, mixed
 * traffic whose every answer is checked (scripts/load/traffic.ts), for a bounded time, and prints
 * requests/s, p50/p99 latency, 5xx and wrong answers; exits 1 unless both are zero (and nothing
 * failed at the socket). It builds nothing: with no `--url` it starts `wrangler dev` on a spare
 * port from the built site (`npm run build` first), with the rate limit raised for the run.
 */
export interface LoadReport {
  requestsPerSecond: number
  p50: number
  p99: number
  total: number
  status5xx: number
  rateLimited: number
  wrong: number
  errors: number
}

export async function runLoad(args: LoadArgs, log: (line: string) => void): Promise<LoadReport> {
  const server = args.url ? undefined : await startDevServer(log)
  const url = args.url ?? server!.url
  const wrongSamples: string[] = []
  let wrong = 0
  try {
    log(`driving ${url} for ${args.duration} s with ${args.connections} connections`)
    const result = await autocannon({
      url,
      connections: args.connections,
      duration: args.duration,
      timeout: 10,
      requests: TRAFFIC.map((probe) => ({
        method: probe.method ?? 'GET',
        path: probe.path,
        headers: probe.headers,
        body: probe.body,
        onResponse: (status, body, _, headers) => {
          // 429s are counted apart (by status below): not wrong, but the run should have none.
          if (status === 429 || status >= 500) return
          const why = probe.check(status, body, lowerCase(headers))
          if (why === undefined) return
          wrong++
          if (wrongSamples.length < 5) wrongSamples.push(`${probe.path}: ${why}`)
        },
      })),
    })
    for (const sample of wrongSamples) log(`wrong: ${sample}`)
    return {
      requestsPerSecond: result.requests.average,
      p50: result.latency.p50,
      p99: result.latency.p99,
      total: result.requests.total,
      status5xx: result['5xx'],
      rateLimited: result.statusCodeStats['429']?.count ?? 0,
      wrong,
      errors: result.errors + result.timeouts,
    }
  } finally {
    await server?.stop()
  }
}

function lowerCase(headers: object): Record<string, string> {
  const out: Record<string, string> = {}
  // autocannon gives headers as a flat [name, value, name, value, …] list or an object.
  if (Array.isArray(headers)) {
    for (let i = 0; i + 1 < headers.length; i += 2)
      out[String(headers[i]).toLowerCase()] = String(headers[i + 1])
  } else {
    for (const [name, value] of Object.entries(headers)) out[name.toLowerCase()] = String(value)
  }
  return out
}

export function formatReport(report: LoadReport): string {
  return [
    `requests/s  ${report.requestsPerSecond.toFixed(0)}  (${report.total} requests)`,
    `latency     p50 ${report.p50} ms  p99 ${report.p99} ms`,
    `5xx         ${report.status5xx}`,
    `wrong       ${report.wrong}`,
    `429         ${report.rateLimited}`,
    `errors      ${report.errors}`,
  ].join('\n')
}

export function passed(report: LoadReport): boolean {
  return report.status5xx === 0 && report.wrong === 0 && report.errors === 0 && report.total > 0
}

if (import.meta.url === `file://${process.argv[1]}`) {
  try {
    const report = await runLoad(parseLoadArgs(process.argv.slice(2)), (line) => console.log(line))
    console.log(formatReport(report))
    process.exitCode = passed(report) ? 0 : 1
  } catch (error) {
    console.error(error instanceof Error ? error.message : error)
    process.exitCode = 1
  }
}
