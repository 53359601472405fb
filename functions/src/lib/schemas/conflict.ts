import { z } from '@hono/zod-openapi'

/** Two queens attacking each other, as count, solve and verify answers list them. */
export const ConflictSchema = z
  .tuple([z.number().int(), z.number().int(), z.number().int(), z.number().int()])
  .openapi('Conflict', {
    description: 'Two queens attacking each other, 1-based: [row1, column1, row2, column2].',
    example: [1, 1, 2, 2],
  })
