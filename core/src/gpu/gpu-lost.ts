/**
 * @module
 * Whether a GPU count failed because its device was lost. WebGPU resolves a device's `lost` when a
 * driver resets, a browser's watchdog stops it or its GPU process crashes, but a call can fail
 * first, in the browser's own words (Chromium's "A valid external Instance reference no longer
 * exists"): a failure is the device's loss when `lost` resolves within `LOST_WAIT_MS` of it.
 */
import type { WebGpuDevice } from './webgpu.ts'

// Every host of WebGPU has timers; core's lib (ES2022, no platform) does not declare them.
declare function setTimeout(callback: () => void, ms: number): unknown

/** The device was lost (a driver reset, a browser's watchdog, `destroy()`): no count is kept. */
export class GpuDeviceLostError extends Error {
  constructor(message: string, options?: ErrorOptions) {
    super(message, options)
    this.name = 'GpuDeviceLostError'
  }
}
declare function clearTimeout(timer: unknown): void

/** How long a failed count waits for its device to say it was lost. */
const LOST_WAIT_MS = 2_000

/**
 * What a count that failed with `error` on `device` rejects with: a `GpuDeviceLostError` (the
 * failure its cause) when the device is lost within `LOST_WAIT_MS`, else `error` itself.
 */
export async function lostOrAsIs(device: WebGpuDevice, error: unknown): Promise<unknown> {
  if (error instanceof GpuDeviceLostError) return error
  let timer: unknown
  const moment = new Promise<undefined>((resolve) => {
    timer = setTimeout(() => resolve(undefined), LOST_WAIT_MS)
  })
  const lost = await Promise.race([device.lost, moment])
  clearTimeout(timer)
  if (lost === undefined) return error
  // The failure's own words, as a clause (browsers end theirs with a period).
  const said = (error instanceof Error ? error.message : String(error)).replace(/\.$/, '')
  return new GpuDeviceLostError(`the GPU device was lost (${lost.reason}): ${said}`, {
    cause: error,
  })
}
