import { describe, expect, it } from 'vitest'
import { requestNodeGpuEngine } from '../node/dawn-engine.ts'
import { createGpuEngine } from './gpu-engine.ts'
import { GpuDeviceLostError } from './gpu-lost.ts'
import type { WebGpuDevice } from './webgpu.ts'

/** What Chromium's calls say once its GPU process has crashed. */
const CRASHED = 'A valid external Instance reference no longer exists.'

/**
 * A browser whose GPU process crashes fails the next call in its own words and resolves the
 * device's `lost` after; Dawn in Node resolves `lost` first, so the order is made here on Dawn's
 * real device (SwiftShader): from the count's second command encoder on, the call fails as
 * Chromium's does, and the device is destroyed `lostAfterMs` later (never, when not given).
 * test/browser/count-here.test.ts crashes a real GPU process.
 */
function failingAfterARound(device: WebGpuDevice, lostAfterMs?: number): WebGpuDevice {
  let encoders = 0
  return new Proxy(device, {
    get(target, name) {
      if (name === 'createCommandEncoder' && ++encoders > 1) {
        return () => {
          if (lostAfterMs !== undefined) setTimeout(() => target.destroy(), lostAfterMs)
          throw new Error(CRASHED)
        }
      }
      const value: unknown = Reflect.get(target, name, target)
      return typeof value === 'function' ? (value as () => unknown).bind(target) : value
    },
  })
}

describe('a GPU count whose call fails', () => {
  it('rejects with GpuDeviceLostError, the failure its cause, when the device is lost a moment after', async () => {
    const { device } = await requestNodeGpuEngine({ allowSoftware: true })
    const engine = createGpuEngine(failingAfterARound(device, 300), device.adapterInfo)
    const counting = engine.count(12, { tuning: { passes: 10, fixedPasses: true, slots: 64 } })
    const error = await counting.catch((thrown: unknown) => thrown)
    expect(error).toBeInstanceOf(GpuDeviceLostError)
    expect((error as Error).message).toBe(
      `the GPU device was lost (destroyed): ${CRASHED.replace(/\.$/, '')}`,
    )
    expect((error as Error).cause).toMatchObject({ message: CRASHED })
  })

  it('rejects with the failure itself when the device stays', async () => {
    const { device } = await requestNodeGpuEngine({ allowSoftware: true })
    const engine = createGpuEngine(failingAfterARound(device), device.adapterInfo)
    const error = await engine.count(12).catch((thrown: unknown) => thrown)
    device.destroy()
    expect(error).not.toBeInstanceOf(GpuDeviceLostError)
    expect(error).toMatchObject({ message: CRASHED })
  })
})
