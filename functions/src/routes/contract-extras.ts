import { z, type OpenAPIHono } from '@hono/zod-openapi'
import { MAX_PARSED_N } from '@nqueens/core'
import { problemResponses } from '../schemas/answers.ts'
import { integerParam } from '../schemas/integers.ts'
import { MAX_QUEENS_IN_URL } from '../schemas/params.ts'

type OpenAPIRegistry = OpenAPIHono['openAPIRegistry']

/**
 * Pages and images for people are shared as links, and the platforms that carry links append
 * parameters of their own (`utm_source`, `fbclid`, a `?v=2` to refresh an image cache), so these
 * read what they take and ignore the rest, unlike the API's routes.
 */
const IGNORED =
  'Parameters it does not read (`utm_source`, `fbclid`, …) are ignored: links to it are shared.'

/**
 * The routes that are not zod-validated endpoints, put in the OpenAPI document all the same, so
 * the contract and /api/docs list every route the Worker answers: health, the contract and its
 * reference page, and the permalinks with their image and text forms.
 */
export function registerContractExtras(registry: OpenAPIRegistry): void {
  registry.registerPath({
    method: 'get',
    path: '/api/health',
    operationId: 'getHealth',
    summary: 'Liveness',
    description: 'A cheap answer for monitors: the Worker is up. It takes no parameters.',
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
  registry.registerPath({
    method: 'get',
    path: '/api/openapi.json',
    operationId: 'getContract',
    summary: 'This contract',
    description:
      'The OpenAPI 3.1 document, generated from the schemas that validate requests. It takes no ' +
      'parameters.',
    responses: {
      200: {
        description: 'The document.',
        content: {
          'application/json': {
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
  registry.registerPath({
    method: 'get',
    path: '/api/docs',
    operationId: 'getDocs',
    summary: 'This reference',
    description: `The contract as a page, with the limits of this deployment. ${IGNORED}`,
    responses: { 200: { description: 'The page.', content: { 'text/html': {} } } },
  })
  const board = {
    params: z.object({
      n: integerParam({
        name: 'n',
        in: 'path',
        minimum: 1,
        maximum: MAX_PARSED_N,
        range: 'route',
        description: 'Board size.',
        example: 8,
      }),
      board: z
        .string()
        .max(MAX_QUEENS_IN_URL)
        .openapi({
          description:
            'The queens as in the API (`4,7,3,8,2,5,1,6`, `47382516`, `1:4,3:8`), or a recipe ' +
            'that regenerates a board: `~construct`, `~min-conflicts:42` (method and seed).',
          example: '4,7,3,8,2,5,1,6',
        }),
    }),
  }
  const variants = [
    [
      '',
      'getBoardPage',
      'text/html',
      'The permalink page',
      'The board drawn, its verdict, twins and neighbours, and its embed snippet.',
    ],
    [
      '.svg',
      'getBoardSvg',
      'image/svg+xml',
      'The board as SVG',
      'Attacking queens in red; `?theme=dark`.',
    ],
    [
      '.png',
      'getBoardPng',
      'image/png',
      'The board as PNG',
      'A 1200×630 image, for link previews; `?theme=dark`.',
    ],
    [
      '.txt',
      'getBoardText',
      'text/plain',
      'The board as text',
      'The verdict, the queens, and the board drawn.',
    ],
    [
      '/embed',
      'getBoardEmbed',
      'text/html',
      'The board as an embed',
      'The board alone for an iframe (any site may frame it), its verdict and a link back; ' +
        '`?theme=light` or `dark` fixes the colours.',
    ],
  ] as const
  for (const [suffix, operationId, type, summary, description] of variants) {
    registry.registerPath({
      method: 'get',
      operationId,
      path: `/s/{n}/{board}${suffix}`,
      summary,
      description: `${description} Bad boards answer 400 (an HTML page for the page itself). ${IGNORED}`,
      request: board,
      responses: {
        200: { description: summary, content: { [type]: {} } },
        400: {
          description: 'Not a board: a problem, as an HTML page for the pages.',
          content: {
            [type === 'text/html' ? 'text/html' : 'application/problem+json']:
              type === 'text/html' ? {} : { schema: { $ref: '#/components/schemas/Problem' } },
          },
        },
      },
    })
  }
}
