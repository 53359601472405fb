// The GPU engine: core's WGSL kernel on a GPUDevice the host hands in. This file only re-exports.
export {
  adapterOf,
  createGpuEngine,
  type GpuAdapter,
  type GpuCountOptions,
  type GpuCountResult,
  type GpuEngine,
} from './gpu-engine.ts'
export { GpuUnavailableError, requestGpuEngine } from './gpu-request.ts'
export { GpuDeviceLostError } from './gpu-lost.ts'
export type { GpuRunStats, GpuTuning } from './gpu-tuning.ts'
export type {
  WebGpu,
  WebGpuAdapter,
  WebGpuAdapterInfo,
  WebGpuDevice,
  WebGpuLimits,
} from './webgpu.ts'
