import { z } from '@hono/zod-openapi'
import { STEP_FIELDS } from '../../lib/step/schemas.ts'

/** The answer of `GET /api/solutions`. */
export const SolutionsAnswerSchema = z
  .object({
    n: z.number().int().openapi({ example: 8 }),
    status: z.enum(['complete', 'partial']).openapi({
      description:
        '`complete`: no solutions follow this page (a full page too, when it holds the last). ' +
        '`partial`: pass `cursor` for more.',
    }),
    solutions: z.array(z.string()).openapi({ example: ['1,5,8,6,3,7,2,4', '1,6,8,3,7,4,2,5'] }),
    ...STEP_FIELDS,
  })
  .openapi('SolutionsAnswer')

/** The answer as its JSON arrives: what the site's API client reads (`import type` only). */
export type SolutionsAnswer = z.infer<typeof SolutionsAnswerSchema>
