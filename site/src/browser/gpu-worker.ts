/// <reference types="@webgpu/types" />
import {
  adapterOf,
  GpuDeviceLostError,
  requestGpuEngine,
  type GpuAdapter,
  type GpuEngine,
  type WebGpuDevice,
} from '@nqueens/core'

/**
 * The panel's GPU engine, in a worker of its own so that laying out the units and reading the
 * results never hold up the page. The page sends `{ type: 'probe' }` (which adapter is there; no
 * device is asked for until a count), `{ type: 'count', n }` and `{ type: 'cancel' }`; it hears
 * `GpuReply`s.
 */
export type GpuReply =
  | { type: 'adapter'; adapter: GpuAdapter }
  | { type: 'unavailable'; reason: string }
  | { type: 'progress'; share: number }
  | { type: 'done'; total: bigint; unique: bigint; nodes: number; adapter: GpuAdapter }
  | { type: 'failed'; lost: boolean; cancelled: boolean; message: string }

export type GpuRequest = { type: 'probe' } | { type: 'count'; n: number } | { type: 'cancel' }

let engine: (GpuEngine & { device: WebGpuDevice }) | undefined
/** The running count's cancel, which the engine reads between rounds. */
let running: { aborted: boolean; reason?: unknown } | undefined
const reply = (message: GpuReply) => self.postMessage(message)

self.onmessage = async (event: MessageEvent<GpuRequest>) => {
  const request = event.data
  if (request.type === 'probe') reply(await probe())
  else if (request.type === 'count') await count(request.n)
  else if (running) {
    running.reason = new CancelledCount()
    running.aborted = true
  }
}

async function probe(): Promise<GpuReply> {
  if (!('gpu' in navigator)) return { type: 'unavailable', reason: 'this browser has no WebGPU' }
  const adapter = await navigator.gpu.requestAdapter({ powerPreference: 'high-performance' })
  if (adapter === null) return { type: 'unavailable', reason: 'this browser offers no GPU adapter' }
  return { type: 'adapter', adapter: adapterOf(adapter.info) }
}

async function count(n: number): Promise<void> {
  const mine: { aborted: boolean; reason?: unknown } = { aborted: false }
  running = mine
  let used = engine
  try {
    if (engine === undefined) {
      const opened = await requestGpuEngine(navigator.gpu, { allowSoftware: true })
      engine = used = opened
      // A lost device is gone for good: the next count asks for a new one.
      void opened.device.lost.then(() => {
        if (engine === opened) engine = undefined
      })
    }
    const result = await engine.count(n, {
      signal: mine,
      onProgress: (share) => reply({ type: 'progress', share }),
    })
    const { total, unique, nodes, adapter } = result
    reply({ type: 'done', total, unique, nodes, adapter })
  } catch (error) {
    const said = error instanceof Error ? error.message : String(error)
    const cancelled = error instanceof CancelledCount
    const named = error instanceof GpuDeviceLostError
    const lost = named || (!cancelled && (await lostSoon(used)))
    const message = lost && !named ? `the GPU device was lost (${said.replace(/\.$/, '')})` : said
    // A count that broke leaves a device that may be broken too: the next count asks anew.
    if (!cancelled) {
      engine?.device.destroy()
      engine = undefined
    }
    reply({ type: 'failed', lost, cancelled, message })
  } finally {
    if (running === mine) running = undefined
  }
}

class CancelledCount extends Error {
  constructor() {
    super('cancelled')
    this.name = 'CancelledCount'
  }
}

/**
 * Whether the device says it was lost within a moment. A GPU process that crashes can fail a
 * call with a message of its own (Dawn's "A valid external Instance reference no longer exists")
 * before the device resolves `lost`.
 */
async function lostSoon(opened: typeof engine): Promise<boolean> {
  if (opened === undefined) return false
  let timer: ReturnType<typeof setTimeout> | undefined
  const moment = new Promise<false>((resolve) => (timer = setTimeout(resolve, 2000, false)))
  const lost = await Promise.race([opened.device.lost.then(() => true), moment])
  clearTimeout(timer)
  return lost
}
