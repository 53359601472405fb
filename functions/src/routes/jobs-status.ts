import { createRoute } from '@hono/zod-openapi'
import { createApi } from '../http/api.ts'
import { ProblemError } from '../http/problem.ts'
import { parseJobId, readJobMaxN } from '../jobs/names.ts'
import { jobCacheControl, jobCoordinator } from './jobs-env.ts'
import { JobIdParams, jobResponses, JobSchema } from './jobs-schemas.ts'

const route = createRoute({
  method: 'get',
  path: '/{id}',
  operationId: 'getJob',
  summary: 'Progress of a distributed count',
  description:
    'Units done of the total, the sum of the finished units (`partial`), and `total` and ' +
    '`unique` once every unit is counted. A finished job is kept and answered from storage.',
  request: { params: JobIdParams },
  responses: {
    200: { description: 'The job.', content: { 'application/json': { schema: JobSchema } } },
    ...jobResponses,
  },
})

/** GET /api/jobs/:id: `{ id, n, status, unitsDone, unitsTotal, partial, total?, unique?, … }`. */
export const jobStatus = createApi().openapi(route, async (c) => {
  const { id } = c.req.valid('param')
  const job = await findJob(c.env, id)
  c.header('Cache-Control', jobCacheControl(job.status))
  return c.json(job, 200)
})

/** The job, or a 404 problem for an id that is malformed or names no job. */
export async function findJob(env: Parameters<typeof jobCoordinator>[0], id: string) {
  try {
    parseJobId(id, readJobMaxN(env))
  } catch {
    throw new ProblemError(
      'not-found',
      `no job ${JSON.stringify(id)}; POST /api/jobs starts one`,
      'id',
    )
  }
  const job = await jobCoordinator(env, id).view()
  if (!job) throw new ProblemError('not-found', `no job ${id}; POST /api/jobs starts one`, 'id')
  return job
}
