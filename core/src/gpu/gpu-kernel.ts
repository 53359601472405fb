/**
 * @module
 * The kernel compiled for one device: its bind group layout, the `advance` pipeline, and a
 * `search` pipeline per workgroup shape (invocations and stack depth are override constants, so
 * each n's depth compiles once). WebGPU's flags are written as numbers: core names no platform's
 * globals.
 */
import {
  deviceApi,
  type DeviceApi,
  type WebGpuBufferBinding,
  type WebGpuDevice,
  type WebGpuHandle,
} from './webgpu.ts'
import { CONSTELLATION_KERNEL } from './constellation-kernel.wgsl.ts'

export const STORAGE = 0x80
export const UNIFORM = 0x40
export const COPY_DST = 0x08
export const COPY_SRC = 0x04
export const MAP_READ = 0x01
const COMPUTE = 0x04

export interface Kernel {
  device: DeviceApi
  layout: WebGpuHandle
  advance: WebGpuHandle
  /** The `search` pipeline for `wg` invocations a workgroup and `depth` frames an invocation. */
  search(wg: number, depth: number): Promise<WebGpuHandle>
}

/**
 * Compiles the kernel (or another text with its bindings and entry points, to measure one against
 * the other) on `device`; rejects with the compiler's message if the device refuses it.
 */
export async function compileKernel(
  host: WebGpuDevice,
  code: string = CONSTELLATION_KERNEL,
): Promise<Kernel> {
  const device = deviceApi(host)
  const module = device.createShaderModule({ code })
  // Bindings as the kernel declares them: params, shapes and units read-only, the rest written.
  const bindingOf = (binding: number): WebGpuBufferBinding =>
    binding === 0 ? 'uniform' : binding <= 2 ? 'read-only-storage' : 'storage'
  const entries = [0, 1, 2, 3, 4, 5, 6, 7].map((binding) => ({
    binding,
    visibility: COMPUTE,
    buffer: { type: bindingOf(binding) },
  }))
  const layout = device.createBindGroupLayout({ entries })
  const pipelineLayout = device.createPipelineLayout({ bindGroupLayouts: [layout] })
  const advance = await device.createComputePipelineAsync({
    layout: pipelineLayout,
    compute: { module, entryPoint: 'advance' },
  })
  const pipelines = new Map<string, Promise<WebGpuHandle>>()
  const search = (wg: number, depth: number): Promise<WebGpuHandle> => {
    const key = `${wg}:${depth}`
    let pipeline = pipelines.get(key)
    if (pipeline === undefined) {
      pipeline = device.createComputePipelineAsync({
        layout: pipelineLayout,
        compute: { module, entryPoint: 'search', constants: { WG: wg, DEPTH: depth } },
      })
      pipelines.set(key, pipeline)
      // A compile that failed (a device lost meanwhile, say) is tried again next time.
      pipeline.catch(() => pipelines.delete(key))
    }
    return pipeline
  }
  return { device, layout, advance, search }
}

/**
 * The most invocations a workgroup may have (a power of two, at most 64) for stacks of `depth`
 * 16-byte frames each in the device's workgroup memory.
 *
 * @example
 * workgroupSize(15, 16384) // 64: 15 frames of 16 B for 64 invocations take 15,360 B
 * workgroupSize(27, 16384) // 32
 */
export function workgroupSize(depth: number, workgroupBytes: number): number {
  let wg = 64
  while (wg > 1 && wg * depth * 16 > workgroupBytes) wg /= 2
  if (wg * depth * 16 > workgroupBytes) {
    throw new Error(
      `a stack of ${depth} frames does not fit ${workgroupBytes} B of workgroup memory`,
    )
  }
  return wg
}
