import { z } from '@hono/zod-openapi'
import { ConflictSchema } from '../../lib/schemas/conflict.ts'

/** The answer of `POST /api/verify`. */
export const VerifyAnswerSchema = z
  .object({
    n: z.number().int().openapi({ example: 8 }),
    valid: z.boolean().openapi({
      description:
        'The board is a solution: `complete` (every row holds a queen) and no two queens attack ' +
        'each other (`conflicts` is empty). A board with empty rows is never valid, even when ' +
        'no queen attacks another (`valid: false, complete: false, conflicts: []`): it may ' +
        'still be completed.',
    }),
    complete: z.boolean().openapi({
      description: 'Every row holds a queen; with no `conflicts`, the board is `valid`.',
    }),
    conflicts: z.array(ConflictSchema),
    conflictsTruncated: z
      .boolean()
      .openapi({ description: 'True when more pairs attack than are listed (1000 at most).' }),
    permalink: z.string().optional().openapi({ example: '/s/8/4,7,3,8,2,5,1,6' }),
  })
  .openapi('VerifyAnswer')
