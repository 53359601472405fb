import { OpenAPIHono } from '@hono/zod-openapi'
import { cors } from 'hono/cors'
import { etag } from 'hono/etag'
import type { AppEnv } from './env.ts'
import { handleError, handleNotFound } from './http/errors.ts'
import { rejectInvalid } from './http/hook.ts'
import { routeMethods } from './http/methods.ts'
import { securityHeaders } from './http/security.ts'
import { keepAnswers, rateLimit } from './middleware/index.ts'
import { buildContract } from './contract.ts'
import { count } from './count/route.ts'
import { assets } from './routes/assets.ts'
import { createDocs } from './routes/docs.ts'
import { crawlers } from './routes/crawlers.ts'
import { sitePages } from './routes/site-pages.ts'
import { embedPages } from './routes/embed-pages.ts'
import { chartPages } from './routes/chart-pages.ts'
import { health } from './routes/health.ts'
import { jobs } from './jobs/routes.ts'
import { oembed } from './routes/oembed.ts'
import { createContractRoute } from './routes/openapi.ts'
import { boards } from './routes/boards.ts'
import { solutions } from './routes/solutions.ts'
import { solve } from './routes/solve.ts'
import { verify } from './routes/verify.ts'

/**
 * The Hono app: only wiring. Each endpoint lives in its own file under routes/, but for the two
 * resources of several files, each in its folder: count/ and jobs/. Each file declares its routes
 * (http/endpoint.ts), and the contract is generated from those declarations, in the order they
 * are mounted here.
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
