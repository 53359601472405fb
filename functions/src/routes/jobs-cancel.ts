import { createRoute } from '@hono/zod-openapi'
import { createApi } from '../http/api.ts'
import { jobCoordinator } from './jobs-env.ts'
import { JobIdParams, jobResponses, JobSchema } from './jobs-schemas.ts'
import { findJob } from './jobs-status.ts'

const route = createRoute({
  method: 'delete',
  path: '/{id}',
  operationId: 'cancelJob',
  summary: 'Cancel a distributed count',
  description:
    'Stops a queued or running job: its queued units are dropped unread. Units already counted ' +
    'stay recorded, and POSTing the job again continues from them. A done job stays done.',
  request: { params: JobIdParams },
  responses: {
    200: {
      description: 'The job, now cancelled (or as it was, when it had ended).',
      content: { 'application/json': { schema: JobSchema } },
    },
    ...jobResponses,
  },
})

/** DELETE /api/jobs/:id: cancels the job and answers it. */
export const cancelJob = createApi().openapi(route, async (c) => {
  const { id } = c.req.valid('param')
  await findJob(c.env, id)
  const job = (await jobCoordinator(c.env, id).cancel())!
  c.header('Cache-Control', 'no-store')
  return c.json(job, 200)
})
