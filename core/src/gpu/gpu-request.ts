/**
 * @module
 * From a host's `GPU` object (a browser's `navigator.gpu`, or what Dawn's Node bindings `create()`)
 * to the engine: the adapter, a device with the limits the kernel uses well, and what to say when
 * there is none.
 */
import type { WebGpu, WebGpuDevice } from './webgpu.ts'
import { createGpuEngine, type GpuEngine } from './gpu-engine.ts'

/** There is no adapter, or it gave no device: the GPU engine cannot count here. */
export class GpuUnavailableError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options)
    this.name = 'GpuUnavailableError'
  }
}

/**
 * Asks `gpu` for its high-performance adapter and a device with as much workgroup memory and
 * storage as the adapter offers (deeper stacks fit whole workgroups; larger queues fit), and
 * returns the engine on it. Rejects with `GpuUnavailableError` when there is no adapter
 * (`allowSoftware: false`, the default, also refuses a software one, which counts more slowly
 * than a CPU) or the adapter gives no device.
 *
 * @example
 * const engine = await requestGpuEngine(navigator.gpu)
 * engine.adapter.name // 'NVIDIA GeForce RTX 4090', say
 */
export async function requestGpuEngine(
  gpu: WebGpu,
  options?: { allowSoftware?: boolean },
): Promise<GpuEngine & { device: WebGpuDevice }> {
  const adapter = await gpu.requestAdapter({ powerPreference: 'high-performance' })
  if (adapter === null) throw new GpuUnavailableError('no WebGPU adapter was found')
  const limits = adapter.limits
  let device: WebGpuDevice
  try {
    device = await adapter.requestDevice({
      requiredLimits: {
        maxComputeWorkgroupStorageSize: limits.maxComputeWorkgroupStorageSize,
        maxStorageBufferBindingSize: limits.maxStorageBufferBindingSize,
        maxBufferSize: limits.maxBufferSize,
      },
    })
  } catch (error) {
    throw new GpuUnavailableError(`the WebGPU adapter gave no device: ${String(error)}`, {
      cause: error,
    })
  }
  const engine = createGpuEngine(device, adapter.info)
  if (engine.adapter.software && !options?.allowSoftware) {
    device.destroy()
    throw new GpuUnavailableError(
      `the only WebGPU adapter is a software one (${engine.adapter.name}), slower than the CPU`,
    )
  }
  return Object.assign(engine, { device })
}
