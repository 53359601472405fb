import { createRoute, z } from '@hono/zod-openapi'
import { createEndpoint } from '../../lib/http/endpoint.ts'
import { takesNoParameters } from '../../lib/schemas/no-parameters.ts'
import { problemResponses } from '../../lib/schemas/problem.ts'

const route = createRoute({
  method: 'get',
  path: '/',
  operationId: 'getHealth',
  summary: 'Liveness',
  description: 'A cheap answer for monitors: the Worker is up. It takes no parameters.',
  middleware: [takesNoParameters] as const,
  responses: {
    200: {
      description: 'Up.',
      content: {
        'application/json': {
          schema: z
            .object({ ok: z.literal(true), service: z.literal('nqueens-edge') })
            .openapi({ example: { ok: true, service: 'nqueens-edge' } }),
        },
      },
    },
    ...problemResponses,
  },
})

/** GET /api/health: a cheap liveness answer for monitors and the tests; it takes no parameters. */
export const health = createEndpoint().openapi(route, (c) =>
  c.json({ ok: true as const, service: 'nqueens-edge' as const }, 200),
)
