/**
 * @module
 * The traced Worker as walks.test.ts runs it in workerd: the real entry (functions/src/index.ts,
 * with its coordinator and queue handler), bundled with every function traced (instrument.ts),
 * and paths of its own that only this test build has: `POST /__walk` starts recording,
 * `GET /__walk` answers what was recorded, `GET /__walk/batches` how many queue batches the
 * Worker has handled.
 */
import { readWalk, startWalk } from './recorder.ts'
import worker from '../../functions/src/index.ts'

export { JobCoordinator } from '../../functions/src/index.ts'

let batches = 0

export default {
  async fetch(request: Request, env: Env, context: ExecutionContext): Promise<Response> {
    const path = new URL(request.url).pathname
    if (path === '/__walk/batches') return Response.json(batches)
    if (path === '/__walk') {
      if (request.method === 'POST') startWalk()
      return Response.json(readWalk())
    }
    return worker.fetch(request, env, context)
  },
  async queue(batch: MessageBatch<unknown>, env: Env): Promise<void> {
    await worker.queue(batch, env)
    batches++
  },
}
