import { createRoute, z } from '@hono/zod-openapi'
import { createApi } from '../http/api.ts'
import { strictQuery } from '../schemas/params.ts'
import { jobCacheControl, jobCoordinator } from './jobs-env.ts'
import { JobIdParams, jobResponses } from './jobs-schemas.ts'
import { findJob } from './jobs-status.ts'

const route = createRoute({
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
export const jobUnits = createApi().openapi(route, async (c) => {
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
