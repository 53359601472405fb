import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

/**
 * A stand-in for someone's blog: a second loopback origin serving whatever pages a test puts on
 * it, so an embed snippet can be pasted into a page that is not ours. Its port is
 * BROWSER_TEST_EMBED_PORT, or any free one.
 */
export interface HostSite {
  origin: string
  /** Serves `html` as a page at `path` (a whole document is built around it). */
  put(path: string, html: string): string
  close(): Promise<void>
}

export async function startHostSite(): Promise<HostSite> {
  const pages = new Map<string, string>()
  const server: Server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://host').pathname
    const page = pages.get(path)
    response.writeHead(page === undefined ? 404 : 200, { 'Content-Type': 'text/html' })
    response.end(page ?? 'not found')
  })
  const port = Number(process.env.BROWSER_TEST_EMBED_PORT ?? 0)
  await new Promise<void>((done) => server.listen(port, '127.0.0.1', done))
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return {
    origin,
    put(path, html) {
      pages.set(
        path,
        '<!doctype html><html lang="en"><head><meta charset="utf-8">' +
          '<meta name="viewport" content="width=device-width, initial-scale=1">' +
          '<link rel="icon" href="data:,"><title>A blog post</title></head><body style="margin:0 auto;max-width:48rem;padding:1rem">' +
          `<h1>A post about N-Queens</h1><p>Look at this chart:</p>${html}<p>The end.</p></body></html>`,
      )
      return `${origin}${path}`
    },
    close: () =>
      new Promise<void>((done) => {
        server.close(() => done())
        // The browser keeps its connections open; close() would wait for them to time out.
        server.closeAllConnections()
      }),
  }
}
