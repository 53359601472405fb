export { JobCoordinator } from './coordinator.ts'
export { handleQueue } from './queue.ts'
