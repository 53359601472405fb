import { OpenAPIHono } from '@hono/zod-openapi'
import { cors } from 'hono/cors'
import { etag } from 'hono/etag'
import type { AppEnv } from './lib/http/env.ts'
import { handleError, handleNotFound } from './lib/http/errors.ts'
import { rejectInvalid } from './lib/http/hook.ts'
import { routeMethods } from './lib/http/methods.ts'
import { securityHeaders } from './lib/http/security.ts'
import { keepAnswers, rateLimit } from './lib/middleware/index.ts'
import { buildContract } from './resources/docs/contract.ts'
import { count } from './resources/count/route.ts'
import { assets } from './resources/boards/assets.ts'
import { createDocs } from './resources/docs/route.ts'
import { crawlers } from './resources/site/crawlers.ts'
import { sitePages } from './resources/site/site-pages.ts'
import { embedPages } from './resources/embeds/route.ts'
import { chartPages } from './resources/embeds/charts-route.ts'
import { health } from './resources/health/route.ts'
import { jobs } from './resources/jobs/route.ts'
import { oembed } from './resources/oembed/route.ts'
import { createContractRoute } from './resources/docs/openapi.ts'
import { boards } from './resources/boards/route.ts'
import { solutions } from './resources/solutions/route.ts'
import { solve } from './resources/solve/route.ts'
import { verify } from './resources/verify/route.ts'

/**
 * The Hono app: only wiring. Each resource is a folder under resources/ holding its routes,
 * schemas and answers; what they share sits below them in lib/ (docs/worker-layout.md). Each
 * route is declared with lib/http/endpoint.ts, and the contract is generated from those
 * declarations, in the order they are mounted here.
 */
export const app = new OpenAPIHono<AppEnv>({ defaultHook: rejectInvalid })

app.use('*', securityHeaders)
app.use(
  '/api/*',
  cors({ origin: '*', allowMethods: ['GET', 'HEAD', 'POST', 'DELETE', 'OPTIONS'], maxAge: 86400 }),
)
app.use('/s/*', cors({ origin: '*', allowMethods: ['GET', 'HEAD', 'OPTIONS'] }))
// After CORS, so a browser client can read the 429; before any work is done.
app.use('*', rateLimit)
app.use('/api/*', etag())
app.use('/s/*', etag())
// Inside all of the above: a kept answer is rate limited, tagged and given headers as a new one.
app.use('/api/*', keepAnswers)
app.use('/s/*', keepAnswers)

app.route('/api/count', count)
app.route('/api/solve', solve)
app.route('/api/solutions', solutions)
app.route('/api/verify', verify)
app.route('/api/jobs', jobs)
app.route('/api/oembed', oembed)
app.route('/api/health', health)
const contract = (env: Env) => buildContract(app, env)
app.route('/api/openapi.json', createContractRoute(contract))
app.route('/api/docs', createDocs(contract))
app.route('/s/-', assets)
app.route('/s', boards)
app.route('/embed', embedPages)
app.route('/charts', chartPages)
app.route('/', crawlers)
app.route('/', sitePages)

app.onError(handleError)
// A wrong method on a path that exists is a 405 listing its methods; OPTIONS where the two cors()
// above answer preflights.
const methodsOf = routeMethods(app.routes, ['/api/*', '/s/*'])
app.notFound((c) => handleNotFound(c, methodsOf(c.req.path)))
