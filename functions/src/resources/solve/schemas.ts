import { z } from '@hono/zod-openapi'
import { ConflictSchema } from '../../lib/schemas/conflict.ts'
import { STEP_FIELDS } from '../../lib/step/schemas.ts'

/** The answer of `GET /api/solve`. */
export const SolveAnswerSchema = z
  .object({
    n: z.number().int().openapi({ example: 8 }),
    method: z.string().openapi({ example: 'mrv' }),
    status: z.enum(['solved', 'unsatisfiable', 'partial']),
    queens: z
      .string()
      .optional()
      .openapi({
        description:
          'The solution (or, when unsatisfiable, the queens sent), 1-based; in run notation with ' +
          '`format=runs`.',
        example: '1,5,8,6,3,7,2,4',
      }),
    permalink: z.string().optional().openapi({ example: '/s/8/15863724' }),
    conflicts: z.array(ConflictSchema).optional(),
    seed: z.number().int().optional(),
    ...STEP_FIELDS,
  })
  .openapi('SolveAnswer')

/** The answer as its JSON arrives: what the site's API client reads (`import type` only). */
export type SolveAnswer = z.infer<typeof SolveAnswerSchema>
