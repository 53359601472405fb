export { keepAnswers } from './kept-answers.ts'
export { rateLimit } from './rate-limit.ts'
