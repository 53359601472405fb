/**
 * @module
 * Jobs, the distributed count, as one resource in one folder. What the Worker entry takes from
 * here: the coordinator Durable Object that plans, stores and adds up a job's units
 * (coordinator.ts, with tables.ts, record.ts and view.ts), and the queue handler that counts them
 * (queue.ts, consumer.ts, send.ts). The /api/jobs routes (route.ts, schemas.ts) are mounted by
 * app.ts straight from route.ts, since the app also runs in Node, where the Durable Object's
 * runtime module does not exist. names.ts says what names a job; types.ts holds the shapes the
 * two sides share.
 */
export { JobCoordinator } from './coordinator.ts'
export { handleQueue } from './queue.ts'
