/**
 * The API's answers as their JSON arrives, for clients such as the site: the types inferred from
 * the zod schemas the routes answer with (`CountAnswerSchema`, …, `JobSchema`), so a client that
 * reads a field the Worker no longer sends, or reads it as another type, fails its typecheck.
 * Types only: importing this module (`import type`) puts none of the Worker into a client's bundle.
 */
export type { CountAnswer } from './count/schemas.ts'
export type { SolutionsAnswer, SolveAnswer } from './schemas/answers.ts'
export type { JobAnswer } from './jobs/schemas.ts'
