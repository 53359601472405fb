import { TrieRouter } from 'hono/router/trie-router'
import type { RouterRoute } from 'hono/types'

/**
 * The methods each path takes, read from the app's own routes and matched by Hono's own router,
 * so a wrong method on a path that exists can be told from a path that does not (405 with
 * `Allow`, not 404). GET brings HEAD, which Hono answers from GET routes; OPTIONS is listed where
 * the CORS middleware answers preflights (`preflight`, the patterns app.ts mounts it on).
 * Middleware (method ALL) takes no method of its own.
 */
export function routeMethods(
  routes: readonly RouterRoute[],
  preflight: readonly string[],
): (path: string) => string[] {
  let table: { router: TrieRouter<string>; methods: string[]; cors: TrieRouter<true> } | undefined
  return (path) => {
    // Built at the first unrouted request, when the app has every route.
    table ??= build(routes, preflight)
    const allowed = table.methods.filter((method) => table!.router.match(method, path)[0].length)
    if (allowed.length === 0) return allowed
    if (allowed.includes('GET')) allowed.push('HEAD')
    if (table.cors.match('OPTIONS', path)[0].length) allowed.push('OPTIONS')
    return allowed.sort((a, b) => ORDER.indexOf(a) - ORDER.indexOf(b))
  }
}

/** The order `Allow` lists methods in: reads first, as RFC 9110's examples do. */
const ORDER = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']

function build(routes: readonly RouterRoute[], preflight: readonly string[]) {
  const router = new TrieRouter<string>()
  const methods = new Set<string>()
  for (const { method, path } of routes) {
    if (method === 'ALL') continue
    router.add(method, path, method)
    methods.add(method)
  }
  const cors = new TrieRouter<true>()
  for (const pattern of preflight) cors.add('OPTIONS', pattern, true)
  return { router, methods: [...methods], cors }
}
