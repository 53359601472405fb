import { createRoute } from '@hono/zod-openapi'
import { createEndpoint } from '../../lib/http/endpoint.ts'
import { takesNoParameters } from '../../lib/schemas/no-parameters.ts'
import { problemResponses } from '../../lib/schemas/problem.ts'

const route = createRoute({
  method: 'get',
  path: '/',
  operationId: 'getContract',
  summary: 'This contract',
  description:
    'The OpenAPI 3.1 document, generated from the schemas that validate requests. It takes no ' +
    'parameters.',
  middleware: [takesNoParameters] as const,
  responses: {
    200: {
      description: 'The document.',
      content: {
        'application/json': {
          // The document in outline: the contract does not restate OpenAPI's own schema.
          schema: {
            type: 'object',
            description: 'An OpenAPI 3.1 document (spec.openapis.org/oas/v3.1.0).',
            required: ['openapi', 'info', 'paths'],
            properties: {
              openapi: { type: 'string', example: '3.1.0' },
              info: {
                type: 'object',
                required: ['title', 'version'],
                properties: { title: { type: 'string' }, version: { type: 'string' } },
              },
              servers: { type: 'array', items: { type: 'object' } },
              paths: { type: 'object' },
              components: { type: 'object' },
            },
          },
        },
      },
    },
    ...problemResponses,
  },
})

/** GET /api/openapi.json: the contract, as `contract` builds it for this deployment. */
export function createContractRoute(contract: (env: Env) => object) {
  return createEndpoint().openapi(route, (c) => c.json(contract(c.env), 200))
}
