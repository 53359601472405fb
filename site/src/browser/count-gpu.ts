import type { GpuAdapter } from '@nqueens/core'
import type { GpuReply, GpuRequest } from './gpu-worker.ts'

/**
 * @module
 * The page's side of the panel's GPU engine (gpu-worker.ts): one worker for the page's life, which
 * keeps its device between counts.
 */

export interface GpuCount {
  total: bigint
  unique: bigint
  nodes: number
  adapter: GpuAdapter
}

/** The GPU's count failed: the device was lost, the count was cancelled, or it broke. */
export class GpuCountError extends Error {
  constructor(
    message: string,
    readonly lost: boolean,
    readonly cancelled: boolean,
  ) {
    super(message)
    this.name = 'GpuCountError'
  }
}

let worker: Worker | undefined
const listeners = new Set<(reply: GpuReply) => void>()

function send(request: GpuRequest): void {
  if (worker === undefined) {
    worker = new Worker(new URL('./gpu-worker.ts', import.meta.url), { type: 'module' })
    worker.onmessage = (event: MessageEvent<GpuReply>) => listeners.forEach((l) => l(event.data))
  }
  worker.postMessage(request)
}

/** Waits for the first reply `pick` takes, sending `request` first. */
function ask<T>(request: GpuRequest, pick: (reply: GpuReply) => T | undefined): Promise<T> {
  return new Promise((resolve) => {
    const listener = (reply: GpuReply) => {
      const taken = pick(reply)
      if (taken === undefined) return
      listeners.delete(listener)
      resolve(taken)
    }
    listeners.add(listener)
    send(request)
  })
}

/** The adapter this browser offers, or why there is none. Asks for no device. */
export function probeGpu(): Promise<{ adapter: GpuAdapter } | { reason: string }> {
  return ask({ type: 'probe' }, (reply) =>
    reply.type === 'adapter'
      ? { adapter: reply.adapter }
      : reply.type === 'unavailable'
        ? { reason: reply.reason }
        : undefined,
  )
}

/**
 * Counts n on the GPU; rejects with `GpuCountError` when it cannot finish. Cancelling stops the
 * worker at once rather than waiting for the engine's round of dispatches to come back: the
 * device goes with it, and the next count starts a new worker and asks for a new one.
 */
export async function countOnGpu(
  n: number,
  onProgress: (share: number) => void,
  signal: AbortSignal,
): Promise<GpuCount> {
  let stop: (() => void) | undefined
  const cancelled = new Promise<never>((_, reject) => {
    stop = () => {
      worker?.terminate()
      worker = undefined
      listeners.clear()
      reject(new GpuCountError('cancelled', false, true))
    }
  })
  signal.addEventListener('abort', stop!)
  try {
    const reply = await Promise.race([
      ask({ type: 'count', n }, (reply) => {
        if (reply.type === 'progress') onProgress(reply.share)
        return reply.type === 'done' || reply.type === 'failed' ? reply : undefined
      }),
      cancelled,
    ])
    if (reply.type === 'failed') throw new GpuCountError(reply.message, reply.lost, reply.cancelled)
    return reply
  } finally {
    signal.removeEventListener('abort', stop!)
  }
}
