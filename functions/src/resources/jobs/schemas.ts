import { z } from '@hono/zod-openapi'
import { ProblemSchema } from '../../lib/schemas/problem.ts'
import { decimalCount, DIGITS, integerParam } from '../../lib/schemas/integers.ts'
import { strictFields } from '../../lib/schemas/params.ts'
import { JOB_ALGORITHMS, makeJobId } from './names.ts'
import { DEFAULT_JOB_MAX_N, JOB_MAX_N_CEILING, MAX_WAIT_SECONDS } from '../../lib/http/limits.ts'

/**
 * @module
 * Request and answer shapes of /api/jobs, for validation and the OpenAPI document.
 */

export const JobRequestSchema = strictFields(
  {
    n: z
      .number({ error: 'must be an integer, like 16' })
      .int({ error: 'must be an integer, like 16' })
      // The range is the deployment's (JOB_MAX_N), validated when the job is named (names.ts); the
      // contract states it (resources/docs/contract.ts).
      .openapi({
        minimum: 1,
        maximum: JOB_MAX_N_CEILING,
        description:
          `Board size, from 1 to the deployment's \`JOB_MAX_N\` (${DEFAULT_JOB_MAX_N} unless ` +
          'set otherwise); past it a 400 says the limit.',
        example: 16,
      }),
    algorithm: z
      .enum(JOB_ALGORITHMS, { message: `must be one of ${JOB_ALGORITHMS.join(', ')}` })
      .optional()
      .openapi({
        description:
          "The constellation count split into work units (core's split count), the only job " +
          'there is, so it may be left out. `parallel` is its older name, still accepted.',
        example: 'constellation',
      }),
  },
  'a field of a job request',
).openapi('JobRequest')

/** The largest `since`: more units than any job's plan holds. */
const MAX_SINCE = 9_999_999

export const JobWaitQuery = {
  wait: integerParam({
    name: 'wait',
    minimum: 1,
    maximum: MAX_WAIT_SECONDS,
    range: 'schema',
    description:
      'Seconds: while the job is queued or running and its `unitsDone` is still `since`, the ' +
      'answer waits until more units are recorded or the job ends, or the time is up, ' +
      'whichever comes first. A client follows a job by asking again with the `unitsDone` of ' +
      'each answer, without polling.',
    example: MAX_WAIT_SECONDS,
  }).optional(),
  since: integerParam({
    name: 'since',
    minimum: 0,
    maximum: MAX_SINCE,
    range: 'schema',
    description:
      'With `wait`: the `unitsDone` the client has seen; an answer that differs comes at once. ' +
      "Left out, it is the job's `unitsDone` when asked.",
    example: 0,
  }).optional(),
}

export const JobIdParams = z.object({
  // Any other text names no job: a 404, which is why the length is stated and not validated.
  id: z.string().openapi({
    param: { name: 'id', in: 'path' },
    example: 'n16-constellation',
    maxLength: makeJobId(JOB_MAX_N_CEILING, JOB_MAX_N_CEILING).length,
  }),
})

export const JobSchema = z
  .object({
    id: z.string().openapi({ example: 'n16-constellation' }),
    n: z.number().int().openapi({ example: 16 }),
    algorithm: z.literal('constellation'),
    status: z.enum(['queued', 'running', 'done', 'failed', 'cancelled']),
    unitsDone: z.number().int().openapi({ example: 3206 }),
    unitsTotal: z.number().int().openapi({ example: 3206 }),
    progress: z.number().openapi({
      description:
        "Share of the work done, weighted by the units' estimated costs, the sampled units' " +
        'second counts included: below 1 until the job is done.',
      example: 1,
    }),
    etaMs: z
      .number()
      .int()
      .optional()
      .openapi({ description: 'Time left at the pace so far (while running), at least 1.' }),
    partial: decimalCount('14772512', 'Sum of the finished units: the total once done.'),
    partialUnique: decimalCount('1846955', 'The same for fundamental solutions.'),
    total: decimalCount('14772512', 'All solutions (when done).').optional(),
    unique: decimalCount('1846955', 'Fundamental solutions (when done).').optional(),
    byFirstRow: z
      .array(z.string().regex(DIGITS))
      .optional()
      .openapi({
        description: 'Solutions by the column of the row-0 queen (OEIS A059963), when done.',
        example: ['4', '8', '16', '18', '18', '16', '8', '4'],
      }),
    checks: z
      .object({
        sampled: z.number().int().openapi({ example: 32 }),
        agreed: z.number().int().openapi({ example: 32 }),
      })
      .openapi({
        description:
          'Units counted a second time by another message (a random one in a hundred): the ' +
          'job is done only when all of them agreed with their first count, and fails if one ' +
          'did not.',
      }),
    reason: z.string().optional().openapi({ description: 'Why the job failed.' }),
    startedAt: z.string().openapi({ example: '2026-11-22T02:00:00.000Z' }),
    elapsedMs: z.number().int().openapi({ example: 12345 }),
  })
  .openapi('Job')

export const jobResponses = {
  404: {
    description: 'No job with this id.',
    content: { 'application/problem+json': { schema: ProblemSchema } },
  },
} as const

/** A job as its JSON arrives: what the site's job page reads (`import type` only). */
export type JobAnswer = z.infer<typeof JobSchema>
