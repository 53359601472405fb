import { z } from '@hono/zod-openapi'

/**
 * @module
 * The answer fields every budgeted step adds (step.ts): the budget it ran with, and how far a
 * partial answer has come. Count, solve and solutions answer with them, for the OpenAPI document.
 */

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
    estimatedNodes: z
      .number()
      .optional()
      .openapi({
        description:
          'Counts: the nodes the whole count takes: exact where they are recorded, else modelled ' +
          'from the recorded sizes and, the further it has come, from the nodes spent so far; ' +
          'always more than `nodes`.',
      }),
    done: z.number().optional().openapi({
      description: 'Counts: the share done, from 0 to below 1 (never 1 while partial).',
    }),
    requestsLeft: z
      .number()
      .int()
      .optional()
      .openapi({
        description:
          "Counts: how many requests of this request's budget remain (exact where the whole " +
          "count's nodes are recorded), at least 1.",
      }),
  })
  .openapi('Progress', { description: 'How far a partial answer has come (partial only).' })

/** The fields a step adds at the end of solve's and solutions' answers (count's describe theirs). */
export const STEP_FIELDS = {
  nodes: z.number().int(),
  cursor: z.string().optional(),
  resumable: z.boolean().optional(),
  progress: ProgressSchema.optional(),
  budget: BudgetSchema,
  note: z.string().optional(),
}
