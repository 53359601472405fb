import { z } from '@hono/zod-openapi'
import { STEP_FIELDS } from '../step/schemas.ts'

/**
 * @module
 * The shapes of the API's answers that are not a resource's own (count's are in count/schemas.ts,
 * jobs' in jobs/schemas.ts), for the OpenAPI document: problems, conflicts, and the answers of
 * verify, solve and solutions.
 */

export const ProblemSchema = z
  .object({
    type: z.string().openapi({ example: '/api/docs#invalid-input' }),
    title: z.string().openapi({ example: 'Invalid input' }),
    status: z.number().int().openapi({ example: 400 }),
    detail: z.string().openapi({ example: 'must be an integer from 1 to 32, got 40' }),
    parameter: z.string().optional().openapi({ example: 'n' }),
  })
  .openapi('Problem', { description: 'An RFC 9457 problem: `application/problem+json`.' })

export const ConflictSchema = z
  .tuple([z.number().int(), z.number().int(), z.number().int(), z.number().int()])
  .openapi('Conflict', {
    description: 'Two queens attacking each other, 1-based: [row1, column1, row2, column2].',
    example: [1, 1, 2, 2],
  })

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

/** The error answers every API route may give, for `createRoute({ responses })`. */
export const problemResponses = {
  400: {
    description: 'Bad input: the `parameter` field names it.',
    content: { 'application/problem+json': { schema: ProblemSchema } },
  },
} as const

/** The answers as their JSON arrives: what the site's API client reads (`import type` only). */
export type SolveAnswer = z.infer<typeof SolveAnswerSchema>
export type SolutionsAnswer = z.infer<typeof SolutionsAnswerSchema>
