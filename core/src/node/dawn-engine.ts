/**
 * @module
 * The GPU engine in Node: Dawn's Node bindings (the optional peer dependency `webgpu`) give the `GPU`
 * object a browser has as `navigator.gpu`, and core's `requestGpuEngine` takes it from there.
 * Dawn finds GPUs through the platform's own API: Vulkan on Linux, Metal on macOS, Direct3D 12
 * on Windows. What a machine without one lacks is said here, where the platform is known.
 */
import {
  GpuUnavailableError,
  requestGpuEngine,
  type GpuEngine,
  type WebGpu,
  type WebGpuDevice,
} from '../gpu/index.ts'
import { probeAdapter } from './gpu-probe.ts'

/**
 * Dawn's instances, kept for the life of the process: Dawn crashes when the object `create()`
 * returned is collected while a device from it lives.
 */
const instances: unknown[] = []

/**
 * The GPU engine on this machine's high-performance GPU. With `allowSoftware`, a software adapter
 * (SwiftShader, lavapipe) will do: exact, and slower than the CPU. Rejects with
 * `GpuUnavailableError`, saying what is missing and how to provide it, when the `webgpu` package
 * or an adapter is missing.
 *
 * @example
 * const engine = await requestNodeGpuEngine()
 * (await engine.count(16)).total // 14772512n
 */
export async function requestNodeGpuEngine(options?: {
  allowSoftware?: boolean
}): Promise<GpuEngine & { device: WebGpuDevice }> {
  let create: (flags: string[]) => WebGpu
  try {
    ;({ create } = await import('webgpu'))
  } catch (error) {
    throw new GpuUnavailableError(
      "the package webgpu (Dawn's WebGPU for Node), an optional peer dependency of " +
        '@nqueens/core, is not installed; install it beside @nqueens/core: `npm install webgpu`, ' +
        '`pnpm add webgpu --allow-build=webgpu` or `yarn add webgpu`',
      { cause: error },
    )
  }
  // Without the loader Dawn can find no GPU, and says so on stderr in its own words; say it once, here.
  if (vulkanLoaderMissing()) {
    throw new GpuUnavailableError(`no Vulkan loader (libvulkan.so.1) was found; ${driverHint()}`)
  }
  // Dawn, started where it finds no driver, fills stderr with its warnings: ask in a child first.
  if (!(await probeAdapter(import.meta.resolve('webgpu')))) {
    throw new GpuUnavailableError(`no WebGPU adapter was found; ${driverHint()}`)
  }
  const gpu = create([])
  instances.push(gpu)
  try {
    return await requestGpuEngine(gpu, options)
  } catch (error) {
    if (!(error instanceof GpuUnavailableError)) throw error
    throw new GpuUnavailableError(`${error.message}; ${driverHint()}`, { cause: error })
  }
}

/**
 * Whether this is Linux without the Vulkan loader, where Dawn can find no GPU (and says so on
 * stderr): `requestNodeGpuEngine` then rejects without starting Dawn, and `nqueens count`'s `auto`
 * counts on the CPU. The loader is
 * looked up as Dawn itself loads it; a library that is no Node addon fails to register, which
 * tells that it was found.
 */
export function vulkanLoaderMissing(): boolean {
  if (process.platform !== 'linux') return false
  try {
    process.dlopen({ exports: {} }, 'libvulkan.so.1')
  } catch (error) {
    return /cannot open shared object/.test((error as Error).message)
  }
  return false
}

/** What this platform needs for Dawn to find a GPU. */
function driverHint(): string {
  switch (process.platform) {
    case 'linux':
      return (
        "Dawn reaches GPUs through Vulkan: it needs the Vulkan loader (libvulkan.so.1, Debian's " +
        "libvulkan1) and your GPU's Vulkan driver (NVIDIA's driver, or Mesa's " +
        'mesa-vulkan-drivers); VK_ICD_FILENAMES may name a driver file'
      )
    case 'darwin':
      return 'Dawn reaches GPUs through Metal, which needs macOS 11 or later'
    case 'win32':
      return 'Dawn reaches GPUs through Direct3D 12: update your GPU driver'
    default:
      return `Dawn has no GPU backend on ${process.platform}`
  }
}
