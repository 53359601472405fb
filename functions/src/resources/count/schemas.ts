import { z } from '@hono/zod-openapi'
import { COMPLETIONS_ID, COUNTER_IDS, ENGINES } from '@nqueens/core'
import { ConflictSchema } from '../../lib/schemas/conflict.ts'
import { decimalCount } from '../../lib/schemas/integers.ts'
import { DEFAULT_COUNTER } from '../../lib/schemas/params.ts'
import { BudgetSchema, ProgressSchema } from '../../lib/step/schemas.ts'

/**
 * @module
 * What /api/count takes beside the shared parameters (n, queens, budget, cursor in
 * lib/schemas/params.ts) and what it answers, for validation and the OpenAPI document. Counts are
 * decimal strings (core's convention): totals pass 2^53 at n = 26 and JSON numbers would lose
 * digits.
 */

/** What /api/count counts with: a counter, or `completions` (the solutions that keep `queens`). */
const COUNT_ALGORITHMS = [...COUNTER_IDS, COMPLETIONS_ID] as const

export const algorithmParam = z
  .enum(COUNT_ALGORITHMS, { message: `must be one of ${COUNT_ALGORITHMS.join(', ')}` })
  .openapi({
    param: { name: 'algorithm', in: 'query' },
    description:
      `Counting algorithm (default \`${DEFAULT_COUNTER}\`, the fastest here, which also counts ` +
      `fundamental solutions); \`${COMPLETIONS_ID}\` counts the solutions that keep \`queens\` ` +
      '(every solution without them, answered as any count is: the published value when it ' +
      'would not fit one request), and is the one used when `queens` is given.',
    example: DEFAULT_COUNTER,
  })

/**
 * A boolean in the contract, so typed clients send `compute: true`; the URL carries it as the
 * text `true` or `false`, and nothing else.
 */
export const computeParam = z
  .preprocess(
    (value) => (value === 'true' ? true : value === 'false' ? false : value),
    z.boolean({ error: 'must be true or false' }),
  )
  .openapi({
    param: { name: 'compute', in: 'query' },
    type: 'boolean',
    description: 'Compute even when the count is known and would not fit this request.',
    example: true,
  })

export const CountAnswerSchema = z
  .object({
    n: z.number().int().openapi({ example: 8 }),
    algorithm: z.string().openapi({ example: 'constellation' }),
    status: z.enum(['complete', 'partial']),
    source: z.enum(['computed', 'known']).openapi({
      description:
        '`known`: the OEIS value, answered because computing would not fit this request.',
    }),
    total: decimalCount('92').openapi({
      description: 'All solutions (the sum so far when partial).',
    }),
    unique: decimalCount('12')
      .optional()
      .openapi({ description: 'Fundamental solutions (A002562).' }),
    byFirstRow: z
      .array(decimalCount('4'))
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

/** The answer as its JSON arrives: what the site's API client reads (`import type` only). */
export type CountAnswer = z.infer<typeof CountAnswerSchema>
