/**
 * @module
 * The part of WebGPU the GPU engine uses, declared here so that core's types name no platform's
 * globals: a project that type-checks core for Node or Workers needs no DOM types. What a host
 * hands in (`WebGpu`, `WebGpuDevice`) names only what a real `navigator.gpu` or `GPUDevice` is
 * checked against; the calls the engine makes on a device (`DeviceApi`) stay inside core, since
 * WebGPU's own types brand the objects they pass. Objects the engine only hands back to WebGPU
 * (layouts, pipelines, command buffers) are opaque.
 */

/** What WebGPU hands out and takes back unopened. */
export type WebGpuHandle = object

/** `navigator.gpu`, or what Dawn's `create()` returns. */
export interface WebGpu {
  requestAdapter(options?: {
    powerPreference?: 'low-power' | 'high-performance'
  }): Promise<WebGpuAdapter | null>
}

/** What an adapter says of itself (`GPUAdapterInfo`). */
export interface WebGpuAdapterInfo {
  readonly vendor: string
  readonly architecture: string
  readonly description: string
  /** Newer browsers and Dawn: whether the adapter is a software fallback. */
  readonly isFallbackAdapter?: boolean
}

/** The limits the engine reads and asks for. */
export interface WebGpuLimits {
  readonly maxComputeWorkgroupStorageSize: number
  readonly maxComputeInvocationsPerWorkgroup: number
  readonly maxComputeWorkgroupSizeX: number
  readonly maxStorageBufferBindingSize: number
  readonly maxBufferSize: number
}

export interface WebGpuAdapter {
  readonly info: WebGpuAdapterInfo
  readonly limits: WebGpuLimits
  requestDevice(descriptor?: { requiredLimits?: Record<string, number> }): Promise<WebGpuDevice>
}

/** Everything below is the engine's own view, inside core. */
export interface WebGpuBuffer {
  mapAsync(mode: number, offset?: number, size?: number): Promise<void>
  getMappedRange(offset?: number, size?: number): ArrayBuffer
  unmap(): void
  destroy(): void
}

export interface WebGpuComputePass {
  setPipeline(pipeline: WebGpuHandle): void
  setBindGroup(index: number, group: WebGpuHandle): void
  dispatchWorkgroups(x: number): void
  end(): void
}

export interface WebGpuCommandEncoder {
  beginComputePass(): WebGpuComputePass
  copyBufferToBuffer(
    source: WebGpuBuffer,
    sourceOffset: number,
    destination: WebGpuBuffer,
    destinationOffset: number,
    size: number,
  ): void
  finish(): WebGpuHandle
}

/** A `GPUDevice`, as a host hands one in. */
export interface WebGpuDevice {
  readonly limits: WebGpuLimits
  /** Newer browsers and Dawn: the adapter the device came from. */
  readonly adapterInfo?: WebGpuAdapterInfo
  readonly lost: Promise<{ readonly reason: string; readonly message: string }>
  destroy(): void
}

/** What the engine calls on a device: every `GPUDevice` has it (`deviceApi`). */
export interface DeviceApi extends WebGpuDevice {
  readonly queue: {
    writeBuffer(buffer: WebGpuBuffer, offset: number, data: Uint32Array<ArrayBuffer>): void
    submit(commands: WebGpuHandle[]): void
  }
  createShaderModule(descriptor: { code: string }): WebGpuHandle
  createBindGroupLayout(descriptor: {
    entries: { binding: number; visibility: number; buffer: { type: WebGpuBufferBinding } }[]
  }): WebGpuHandle
  createPipelineLayout(descriptor: { bindGroupLayouts: WebGpuHandle[] }): WebGpuHandle
  createComputePipelineAsync(descriptor: {
    layout: WebGpuHandle
    compute: { module: WebGpuHandle; entryPoint: string; constants?: Record<string, number> }
  }): Promise<WebGpuHandle>
  createBuffer(descriptor: { size: number; usage: number }): WebGpuBuffer
  createBindGroup(descriptor: {
    layout: WebGpuHandle
    entries: { binding: number; resource: { buffer: WebGpuBuffer } }[]
  }): WebGpuHandle
  createCommandEncoder(): WebGpuCommandEncoder
  pushErrorScope(filter: 'validation' | 'out-of-memory'): void
  popErrorScope(): Promise<{ readonly message: string } | null>
}

/** The calls of `DeviceApi` on a device a host handed in. */
export function deviceApi(device: WebGpuDevice): DeviceApi {
  return device as DeviceApi
}

export type WebGpuBufferBinding = 'uniform' | 'storage' | 'read-only-storage'
