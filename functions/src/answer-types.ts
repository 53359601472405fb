/**
 * The API's answers as their JSON arrives, for clients such as the site: the types inferred from
 * the zod schemas the routes answer with (`CountAnswerSchema`, …, `JobSchema`), so a client that
 * reads a field the Worker no longer sends, or reads it as another type, fails its typecheck.
 * Types only: importing this module (`import type`) puts none of the Worker into a client's bundle.
 */
export type { CountAnswer } from './resources/count/schemas.ts'
export type { SolutionsAnswer } from './resources/solutions/schemas.ts'
export type { SolveAnswer } from './resources/solve/schemas.ts'
export type { JobAnswer } from './resources/jobs/schemas.ts'
