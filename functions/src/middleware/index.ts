export { rateLimit, RETRY_AFTER_SECONDS } from './rate-limit.ts'
