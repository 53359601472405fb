import { z } from '@hono/zod-openapi'
import { ENGINES } from '@nqueens/core'

/**
 * @module
 * The shapes of the API's answers, for the OpenAPI document. Counts are decimal strings (core's
 * convention): totals pass 2^53 at n = 26 and JSON numbers would lose digits.
 */

const count = (example: string) =>
  z
    .string()
    .regex(/^[0-9]+$/)
    .openapi({ description: 'A count as a decimal string.', example })

export const ProblemSchema = z
  .object({
    type: z.string().openapi({ example: '/api/docs#invalid-input' }),
    title: z.string().openapi({ example: 'Invalid input' }),
    status: z.number().int().openapi({ example: 400 }),
    detail: z.string().openapi({ example: 'must be an integer from 1 to 32, got 40' }),
    parameter: z.string().optional().openapi({ example: 'n' }),
  })
  .openapi('Problem', { description: 'An RFC 9457 problem: `application/problem+json`.' })

export const BudgetSchema = z
  .object({
    budget: z.number().int().openapi({ description: 'Nodes this request was allowed.' }),
    requested: z.number().int().optional().openapi({ description: 'The budget asked for.' }),
    clamped: z
      .boolean()
      .openapi({ description: 'True when the request asked for more than `max`.' }),
    max: z.number().int().openapi({ description: 'The most nodes any one request may visit.' }),
  })
  .openapi('Budget')

export const ProgressSchema = z
  .object({
    nodes: z.number().int().openapi({ description: 'Nodes of every request of this walk so far.' }),
    estimatedNodes: z.number().optional().openapi({
      description: 'Counts: the nodes the whole count takes (measured, or extrapolated).',
    }),
    done: z.number().optional().openapi({ description: 'Counts: the share done, 0 to 1.' }),
    requestsLeft: z
      .number()
      .int()
      .optional()
      .openapi({ description: 'Counts: roughly how many requests of this size remain.' }),
  })
  .openapi('Progress', { description: 'How far a partial answer has come (partial only).' })

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

export const CountAnswerSchema = z
  .object({
    n: z.number().int().openapi({ example: 8 }),
    algorithm: z.string().openapi({ example: 'constellation' }),
    status: z.enum(['complete', 'partial']),
    source: z.enum(['computed', 'known']).openapi({
      description:
        '`known`: the OEIS value, answered because computing would not fit this request.',
    }),
    total: count('92').openapi({ description: 'All solutions (the sum so far when partial).' }),
    unique: count('12').optional().openapi({ description: 'Fundamental solutions (A002562).' }),
    byFirstRow: z
      .array(count('4'))
      .optional()
      .openapi({
        description:
          'Solutions by the column of the row-0 queen, columns 0 to n-1 (OEIS A059963), from ' +
          'the counters that split by border queens (`constellation`, `parallel`), once complete.',
        example: ['4', '8', '16', '18', '18', '16', '8', '4'],
      }),
    placed: z
      .number()
      .int()
      .optional()
      .openapi({ description: 'With `queens`: how many rows hold a pre-placed queen.' }),
    conflicts: z.array(ConflictSchema).optional().openapi({
      description: 'With `queens` that attack each other (then `total` is 0): the pairs.',
    }),
    nodes: z.number().int().openapi({ description: 'Nodes visited by this request.' }),
    engine: z
      .enum(ENGINES)
      .optional()
      .openapi({
        description:
          'What counted, for the counters that have two engines (`constellation`, `parallel`): ' +
          '`lanes`, the WebAssembly SIMD kernel, or `walk`, the plain TypeScript reference.',
        example: 'lanes',
      }),
    cursor: z.string().optional().openapi({ description: 'Pass back to continue (partial only).' }),
    resumable: z.boolean().optional(),
    progress: ProgressSchema.optional(),
    reference: z
      .string()
      .optional()
      .openapi({ example: 'OEIS A000170 (https://oeis.org/A000170)' }),
    budget: BudgetSchema.optional(),
    note: z.string().optional(),
  })
  .openapi('CountAnswer')

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
    nodes: z.number().int(),
    cursor: z.string().optional(),
    resumable: z.boolean().optional(),
    progress: ProgressSchema.optional(),
    budget: BudgetSchema,
    note: z.string().optional(),
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
    nodes: z.number().int(),
    cursor: z.string().optional(),
    resumable: z.boolean().optional(),
    progress: ProgressSchema.optional(),
    budget: BudgetSchema,
    note: z.string().optional(),
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
export type CountAnswer = z.infer<typeof CountAnswerSchema>
export type SolveAnswer = z.infer<typeof SolveAnswerSchema>
export type SolutionsAnswer = z.infer<typeof SolutionsAnswerSchema>
