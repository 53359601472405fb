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
  const args: LoadArgs = { duration: 20, connections: 8 }
  for (let i = 0; i < argv.length; i++) {
    const flag = argv[i]
    const value = (): string => {
      const next = argv[++i]
      if (next === undefined) throw new Error(`${flag} needs a value\n${USAGE}`)
      return next
    }
    if (flag === '--quick') args.duration = 5
    else if (flag === '--duration') args.duration = positive(flag, value())
    else if (flag === '--connections') args.connections = positive(flag, value())
    else if (flag === '--url') args.url = loopbackUrl(value())
    else throw new Error(`unknown option ${flag}\n${USAGE}`)
  }
  return args
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
