/**
 * @module
 * The one way a route is declared: a `createRoute` config in the route's own file, from which the
 * contract (/api/openapi.json) is generated, on a sub-app made here. A route whose parameters a
 * schema validates is mounted with `.openapi(route, handler)`, which validates them, turning
 * failures into the same 400 problem (hook.ts). A page that reads its own parameters (a
 * permalink's forms, which links reach with parameters of their own, such as `utm_source`) is
 * mounted with `declarePages`, which states it in the contract and validates nothing. A file the
 * site serves through the Worker (a script, robots.txt) is declared with `siteRoute`, which keeps
 * it out of the contract: it is not the API's.
 */
import { createRoute, OpenAPIHono, type RouteConfig } from '@hono/zod-openapi'
import type { Handler } from 'hono'
import type { AppEnv } from './env.ts'
import { rejectInvalid } from './hook.ts'

/** A sub-app for one endpoint, with schema failures turned into 400 problems. */
export function createEndpoint(): OpenAPIHono<AppEnv> {
  return new OpenAPIHono<AppEnv>({ defaultHook: rejectInvalid })
}

/**
 * What the pages and images for people say in the contract about parameters: shared links gain
 * parameters of their own (`utm_source`, `fbclid`, a `?v=2` to refresh an image cache), so these
 * read what they take and ignore the rest, unlike the API's routes.
 */
export const IGNORES_OTHER_PARAMETERS =
  'Parameters it does not read (`utm_source`, `fbclid`, …) are ignored: links to it are shared.'

/** A GET route of the site's, not the API's: `path`, answering `type`, left out of the contract. */
export function siteRoute<P extends string>(path: P, type: string) {
  return createRoute({
    method: 'get',
    path,
    hide: true,
    responses: { 200: { description: path, content: { [type]: {} } } },
  })
}

/**
 * Declares `routes` in the contract, in their order, and answers them all with one `handler` on
 * `path` (Hono's syntax, which can say what an OpenAPI path cannot, such as a board and its
 * `.svg`): the handler reads its own parameters, and nothing validates them before it.
 */
export function declarePages<P extends string>(
  app: OpenAPIHono<AppEnv>,
  routes: readonly RouteConfig[],
  path: P,
  handler: Handler<AppEnv, P>,
): OpenAPIHono<AppEnv> {
  for (const route of routes) app.openAPIRegistry.registerPath(route)
  app.get(path, handler)
  return app
}
