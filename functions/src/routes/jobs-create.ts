import { createRoute } from '@hono/zod-openapi'
import { createApi } from '../http/api.ts'
import { DEFAULT_JOB_ALGORITHM, makeJobId, readJobMaxN } from '../jobs/names.ts'
import { problemResponses } from '../schemas/answers.ts'
import { jobCoordinator } from './jobs-env.ts'
import { JobRequestSchema, JobSchema } from './jobs-schemas.ts'

const route = createRoute({
  method: 'post',
  path: '/',
  operationId: 'createJob',
  summary: 'Start a distributed count',
  description:
    'Splits the constellation count for n into work units, counted by Worker invocations ' +
    'fed by a queue and added up by a Durable Object. The id derives from the parameters: asking ' +
    'for the same job again returns it as it stands (a cancelled or failed one restarts its open ' +
    'units). 201 when created, 200 when it already existed.',
  request: {
    body: { required: true, content: { 'application/json': { schema: JobRequestSchema } } },
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
  },
})

/** POST /api/jobs `{ n, algorithm? }`: the job, created or found. */
export const createJob = createApi().openapi(route, async (c) => {
  const { n, algorithm } = c.req.valid('json')
  const id = makeJobId(n, algorithm ?? DEFAULT_JOB_ALGORITHM, readJobMaxN(c.env))
  const coordinator = jobCoordinator(c.env, id)
  const { job, created } = await coordinator.start(id, n)
  c.header('Cache-Control', 'no-store')
  c.header('Location', `/api/jobs/${id}`)
  return c.json(job, created ? 201 : 200)
})
