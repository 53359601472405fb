/**
 * @module
 * The kernel compiled for one device: its bind group layout, the `advance` pipeline, and a
 * `search` pipeline per workgroup shape (invocations and stack depth are override constants).
 * `kernelOn` compiles it once per device, however many engines or counts use it, and each shape's
 * pipeline once; the stack depth is rounded up to a multiple of 8 (`stackDepth`), so that one
 * pipeline serves n = 5..12 and another n = 13..20. WebGPU's flags are written as numbers: core
 * names no platform's globals.
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
  /** The `search` pipeline for `wg` invocations a workgroup and `depth` entries an invocation. */
  search(wg: number, depth: number): Promise<WebGpuHandle>
  /** The `search` pipelines compiled so far (each shape once). */
  readonly compiles: number
}

/** Each device's kernel, compiled on first use. */
const kernels = new WeakMap<WebGpuDevice, Promise<Kernel>>()

/**
 * Core's kernel on `host`, compiled the first time it is asked for on that device and shared by
 * every engine and count there after; a compile that failed is tried again next time.
 */
export function kernelOn(host: WebGpuDevice): Promise<Kernel> {
  let kernel = kernels.get(host)
  if (kernel === undefined) {
    const compiling = (kernel = compileKernel(host))
    kernels.set(host, compiling)
    compiling.catch(() => {
      if (kernels.get(host) === compiling) kernels.delete(host)
    })
  }
  return kernel
}

/**
 * The entries a count's stacks get for `depth` levels: a multiple of 8, at least 8, so that
 * counts of nearby n share one compiled pipeline.
 *
 * @example
 * stackDepth(14) // 16
 */
export function stackDepth(depth: number): number {
  return 8 * Math.max(1, Math.ceil(depth / 8))
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
  let compiles = 0
  const search = (wg: number, depth: number): Promise<WebGpuHandle> => {
    const key = `${wg}:${depth}`
    let pipeline = pipelines.get(key)
    if (pipeline === undefined) {
      compiles++
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
  return {
    device,
    layout,
    advance,
    search,
    get compiles() {
      return compiles
    },
  }
}

/**
 * The most invocations a workgroup may have (a power of two, at most 64, and at most the
 * device's `invocations` a workgroup) for stacks of `depth` 16-byte entries each in the device's
 * workgroup memory.
 *
 * @example
 * workgroupSize(15, 16384) // 64: 15 entries of 16 B for 64 invocations take 15,360 B
 * workgroupSize(27, 16384) // 32
 */
export function workgroupSize(depth: number, workgroupBytes: number, invocations = 64): number {
  let wg = 64
  while (wg > 1 && wg > invocations) wg /= 2
  while (wg > 1 && wg * depth * 16 > workgroupBytes) wg /= 2
  if (wg * depth * 16 > workgroupBytes) {
    throw new Error(
      `a stack of ${depth} entries does not fit ${workgroupBytes} B of workgroup memory`,
    )
  }
  return wg
}
