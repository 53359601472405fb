export { rateLimit, RETRY_AFTER_SECONDS, type RateLimiter } from './rate-limit.ts'
