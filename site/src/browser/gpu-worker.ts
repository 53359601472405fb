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
  try {
    if (engine === undefined) {
      const opened = await requestGpuEngine(navigator.gpu, { allowSoftware: true })
      engine = opened
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
    const message = error instanceof Error ? error.message : String(error)
    const cancelled = error instanceof CancelledCount
    // Core decides whether the device was lost (a failure and then `lost`, within a moment).
    const lost = error instanceof GpuDeviceLostError
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
