export { keepAnswers } from './kept-answers.ts'
export { rateLimit, RETRY_AFTER_SECONDS } from './rate-limit.ts'
