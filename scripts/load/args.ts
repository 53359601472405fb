import { parseArgs } from 'node:util'

/** Options of `npm run load`. */
export interface LoadArgs {
  /** A running server to drive; when absent, the script starts `wrangler dev` itself. */
  url?: string
  /** Seconds of traffic. */
  duration: number
  connections: number
}

const USAGE =
  'usage: npm run load -- [--quick] [--duration <seconds>] [--connections <k>] [--url http://127.0.0.1:<port>]'

/** Only loopback: this is a load generator, and it must never point at someone else's server. */
const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]'])

export function parseLoadArgs(argv: string[]): LoadArgs {
  const values = readOptions(argv)
  const args: LoadArgs = { duration: values.quick ? 5 : 20, connections: 8 }
  if (values.duration !== undefined) args.duration = positive('--duration', values.duration)
  if (values.connections !== undefined) {
    args.connections = positive('--connections', values.connections)
  }
  if (values.url !== undefined) args.url = loopbackUrl(values.url)
  return args
}

/** The options as node's parseArgs reads them; an unknown or incomplete one names the usage. */
function readOptions(argv: string[]) {
  try {
    return parseArgs({
      args: argv,
      options: {
        quick: { type: 'boolean' },
        duration: { type: 'string' },
        connections: { type: 'string' },
        url: { type: 'string' },
      },
    }).values
  } catch (error) {
    throw new Error(`${(error as Error).message}\n${USAGE}`, { cause: error })
  }
}

function positive(flag: string, text: string): number {
  const value = Number(text)
  if (!Number.isInteger(value) || value < 1 || value > 3600) {
    throw new Error(`${flag} must be a whole number from 1 to 3600, got ${text}`)
  }
  return value
}

function loopbackUrl(text: string): string {
  let url: URL
  try {
    url = new URL(text)
  } catch {
    throw new Error(`--url is not a URL: ${text}`)
  }
  if (url.protocol !== 'http:' || !LOOPBACK.has(url.hostname)) {
    throw new Error(`--url must be http on a loopback address (127.0.0.1, localhost), got ${text}`)
  }
  return url.origin
}
