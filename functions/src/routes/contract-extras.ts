import { z, type OpenAPIHono } from '@hono/zod-openapi'

type OpenAPIRegistry = OpenAPIHono['openAPIRegistry']

/**
 * The routes that are not zod-validated endpoints, put in the OpenAPI document all the same, so
 * the contract and /api/docs list every route the Worker answers: health, the contract and its
 * reference page, and the permalinks with their image and text forms.
 */
export function registerContractExtras(registry: OpenAPIRegistry): void {
  registry.registerPath({
    method: 'get',
    path: '/api/health',
    summary: 'Liveness',
    description: 'A cheap answer for monitors: the Worker is up.',
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
    },
  })
  registry.registerPath({
    method: 'get',
    path: '/api/openapi.json',
    summary: 'This contract',
    description: 'The OpenAPI 3.1 document, generated from the schemas that validate requests.',
    responses: { 200: { description: 'The document.', content: { 'application/json': {} } } },
  })
  registry.registerPath({
    method: 'get',
    path: '/api/docs',
    summary: 'This reference',
    description: 'The contract as a page, with the limits of this deployment.',
    responses: { 200: { description: 'The page.', content: { 'text/html': {} } } },
  })
  const board = {
    params: z.object({
      n: z
        .string()
        .regex(/^[0-9]{1,7}$/)
        .openapi({ description: 'Board size.', example: '8' }),
      board: z.string().openapi({
        description:
          'The queens as in the API (`4,7,3,8,2,5,1,6`, `47382516`, `1:4,3:8`), or a recipe that ' +
          'regenerates a board: `~construct`, `~min-conflicts:42` (method and seed).',
        example: '4,7,3,8,2,5,1,6',
      }),
    }),
  }
  const variants = [
    ['', 'text/html', 'The permalink page', 'The board drawn, its verdict, twins and neighbours.'],
    ['.svg', 'image/svg+xml', 'The board as SVG', 'Attacking queens in red; `?theme=dark`.'],
    [
      '.png',
      'image/png',
      'The board as PNG',
      'A 1200×630 image, for link previews; `?theme=dark`.',
    ],
    ['.txt', 'text/plain', 'The board as text', 'The verdict, the queens, and the board drawn.'],
  ] as const
  for (const [suffix, type, summary, description] of variants) {
    registry.registerPath({
      method: 'get',
      path: `/s/{n}/{board}${suffix}`,
      summary,
      description: `${description} Bad boards answer 400 (an HTML page for the page itself).`,
      request: board,
      responses: {
        200: { description: summary, content: { [type]: {} } },
        400: { description: 'Not a board.' },
      },
    })
  }
}
