import { z } from '@hono/zod-openapi'

/**
 * @module
 * The problem every route may answer (RFC 9457), as the OpenAPI document declares it; each
 * resource declares its own answers beside its route (resources/<name>/schemas.ts).
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

/** The error answers every API route may give, for `createRoute({ responses })`. */
export const problemResponses = {
  400: {
    description: 'Bad input: the `parameter` field names it.',
    content: { 'application/problem+json': { schema: ProblemSchema } },
  },
} as const
