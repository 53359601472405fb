/**
 * @module
 * /api/jobs, the HTTP side of a job: POST starts a distributed count, GET /:id shows it,
 * GET /:id/units lists its units, DELETE /:id cancels it. Each handler asks the job's coordinator
 * (coordinator.ts) through its stub; the queue side is queue.ts.
 */
import { createRoute, z } from '@hono/zod-openapi'
import { InvalidInputError } from '@nqueens/core'
import { CACHE_DETERMINISTIC } from '../../lib/http/cache.ts'
import { limitBody } from '../../lib/http/body-limit.ts'
import { jsonRequestBody, readsJson } from '../../lib/http/json-body.ts'
import { createEndpoint } from '../../lib/http/endpoint.ts'
import { ProblemError } from '../../lib/http/problem.ts'
import { ProblemSchema, problemResponses } from '../../lib/schemas/problem.ts'
import { strictQuery } from '../../lib/schemas/params.ts'
import { makeJobId, parseJobId } from './names.ts'
import { JobIdParams, JobRequestSchema, jobResponses, JobSchema, JobWaitQuery } from './schemas.ts'
import { jobCoordinator } from './stub.ts'
import type { JobCoordinatorApi, JobView } from './types.ts'
import { MAX_JOB_BODY, readJobMaxN } from '../../lib/http/limits.ts'
import { quoteSent } from '../../lib/http/sent.ts'

const startRoute = createRoute({
  method: 'post',
  path: '/',
  operationId: 'createJob',
  summary: 'Start a distributed count',
  description:
    'Splits the constellation count for n into work units, counted by Worker invocations ' +
    'fed by a queue and added up by a Durable Object. The id derives from the parameters: asking ' +
    'for the same job again returns it as it stands (a cancelled or failed one restarts its open ' +
    'units). 201 when created, 200 when it already existed. The body is at most ' +
    `${MAX_JOB_BODY.toLocaleString('en-US')} bytes, with no fields but these.`,
  // Refuse an oversized body before reading it (the schema below would only see it parsed).
  middleware: [limitBody(MAX_JOB_BODY), readsJson('{"n":16}')] as const,
  request: {
    // Strict as every route: a query string beside the body is a 400 naming its parameter.
    query: strictQuery({}),
    body: jsonRequestBody(JobRequestSchema),
  },
  responses: {
    200: {
      description: 'The job existed already.',
      content: { 'application/json': { schema: JobSchema } },
    },
    201: {
      description: 'The job was created (or restarted).',
      content: { 'application/json': { schema: JobSchema } },
    },
    ...problemResponses,
    413: {
      description: 'The body is too large: a problem naming `body`.',
      content: { 'application/problem+json': { schema: ProblemSchema } },
    },
  },
})

/** POST /api/jobs `{ n, algorithm? }`: the job, created or found (`algorithm` names no other). */
const createJob = createEndpoint().openapi(startRoute, async (c) => {
  const { n } = c.req.valid('json')
  const id = makeJobId(n, readJobMaxN(c.env))
  const { job, created } = await jobCoordinator(c.env, id).start(id, n)
  c.header('Cache-Control', 'no-store')
  c.header('Location', `/api/jobs/${id}`)
  return c.json(job, created ? 201 : 200)
})

const statusRoute = createRoute({
  method: 'get',
  path: '/{id}',
  operationId: 'getJob',
  summary: 'Progress of a distributed count',
  description:
    'Units done of the total, the sum of the finished units (`partial`), and `total` and ' +
    '`unique` once every unit is counted. A finished job is kept and answered from storage. ' +
    'With `wait`, the answer comes when `unitsDone` is no longer `since` or the job ends.',
  request: { params: JobIdParams, query: strictQuery(JobWaitQuery) },
  responses: {
    200: { description: 'The job.', content: { 'application/json': { schema: JobSchema } } },
    ...jobResponses,
  },
})

/**
 * GET /api/jobs/:id: `{ id, n, status, unitsDone, unitsTotal, partial, total?, unique?, … }`;
 * with `?wait=s&since=k`, once it is no longer running with k units done (or after s seconds).
 */
const jobStatus = createEndpoint().openapi(statusRoute, async (c) => {
  const { id } = c.req.valid('param')
  const { wait, since } = c.req.valid('query')
  if (since !== undefined && wait === undefined) {
    throw new InvalidInputError('since', 'is only read with wait (add wait=20, say)')
  }
  const job = await findJob(c.env, id, (coordinator) =>
    wait === undefined ? coordinator.view() : coordinator.watch(since, wait * 1000),
  )
  c.header('Cache-Control', jobCacheControl(job.status))
  return c.json(job, 200)
})

const unitsRoute = createRoute({
  method: 'get',
  path: '/{id}/units',
  operationId: 'listJobUnits',
  summary: 'Every unit of a distributed count, to check it',
  description:
    'One row per work unit of the job, in id order: its id, its relative cost estimate and, once ' +
    'counted, its total and unique count. Anyone can re-count any unit with core ' +
    "(`getSplit('constellation').count(n, id)`, or the CLI) and compare. NDJSON by default, " +
    'CSV with `format=csv`.',
  request: {
    params: JobIdParams,
    query: strictQuery({
      format: z
        .enum(['ndjson', 'csv'], { message: 'must be ndjson or csv' })
        .optional()
        .openapi({ param: { name: 'format', in: 'query' }, example: 'csv' }),
    }),
  },
  responses: {
    200: {
      description: 'The units.',
      content: {
        'application/x-ndjson': { schema: z.string() },
        'text/csv': { schema: z.string() },
      },
    },
    ...jobResponses,
  },
})

/** GET /api/jobs/:id/units: `{"id":0,"cost":96,"total":"8","unique":"1"}` per line, or CSV. */
const jobUnits = createEndpoint().openapi(unitsRoute, async (c) => {
  const { id } = c.req.valid('param')
  const { format } = c.req.valid('query')
  const job = await findJob(c.env, id)
  const units = await jobCoordinator(c.env, id).units()
  c.header('Cache-Control', jobCacheControl(job.status))
  if (format === 'csv') {
    const rows = units.map((u) => `${u.id},${u.cost},${u.total ?? ''},${u.unique ?? ''}`)
    return c.body(['id,cost,total,unique', ...rows].join('\n') + '\n', 200, {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `inline; filename="${id}-units.csv"`,
    })
  }
  return c.body(units.map((u) => JSON.stringify(u)).join('\n') + '\n', 200, {
    'Content-Type': 'application/x-ndjson; charset=utf-8',
  })
})

const cancelRoute = createRoute({
  method: 'delete',
  path: '/{id}',
  operationId: 'cancelJob',
  summary: 'Cancel a distributed count',
  description:
    'Stops a queued or running job: its queued units are dropped unread. Units already counted ' +
    'stay recorded, and POSTing the job again continues from them. A done job stays done.',
  request: { params: JobIdParams, query: strictQuery({}) },
  responses: {
    200: {
      description: 'The job, now cancelled (or as it was, when it had ended).',
      content: { 'application/json': { schema: JobSchema } },
    },
    ...jobResponses,
  },
})

/** DELETE /api/jobs/:id: cancels the job and answers it. */
const cancelJob = createEndpoint().openapi(cancelRoute, async (c) => {
  const { id } = c.req.valid('param')
  const job = await findJob(c.env, id, (coordinator) => coordinator.cancel())
  c.header('Cache-Control', 'no-store')
  return c.json(job, 200)
})

/** The /api/jobs router: app.ts mounts it. */
export const jobs = createEndpoint()
  .route('/', createJob)
  .route('/', jobStatus)
  .route('/', jobUnits)
  .route('/', cancelJob)

/**
 * The job as `ask` answers it (by default its view), or a 404 problem for an id that is malformed
 * or names no job; one call to its coordinator.
 */
async function findJob(
  env: Env | undefined,
  id: string,
  ask: (coordinator: JobCoordinatorApi) => Promise<JobView | null> = (coordinator) =>
    coordinator.view(),
) {
  try {
    parseJobId(id, readJobMaxN(env))
  } catch {
    throw new ProblemError(
      'not-found',
      `no job ${JSON.stringify(quoteSent(id))}; POST /api/jobs starts one`,
      'id',
    )
  }
  const job = await ask(jobCoordinator(env, id))
  if (!job)
    throw new ProblemError('not-found', `no job ${quoteSent(id)}; POST /api/jobs starts one`, 'id')
  return job
}

/**
 * Jobs change until done: only a finished one may be cached, with the policy of every answer the
 * URL fully determines (it never changes again), so the Worker keeps it too (kept answers).
 */
function jobCacheControl(status: string): string {
  return status === 'done' ? CACHE_DETERMINISTIC : 'no-store'
}
