import { InvalidInputError } from '../errors.ts'
import {
  GpuUnavailableError,
  type GpuCountResult,
  type GpuEngine,
  type WebGpuDevice,
} from '../gpu/index.ts'
import { describeValue } from '../validate.ts'

/**
 * @module
 * `nqueens count --engine`: which engine counts. `lanes` is the CPU's (every core, on WebAssembly
 * SIMD lanes); `webgpu` the GPU's, through Dawn, which refuses to start without an adapter rather
 * than count somewhere else; `auto` (the default) the GPU where this machine has a hardware one
 * and the count is large enough to gain from it, else the lanes, and the answer says which.
 */
const ENGINE_CHOICES = ['auto', 'webgpu', 'lanes'] as const
export type EngineChoice = (typeof ENGINE_CHOICES)[number]

/** From this n, `auto` asks for a GPU: below it the lanes answer before Dawn has started. */
export const GPU_FROM_N = 16

export function readEngine(value: string | undefined): EngineChoice {
  if (value === undefined) return 'auto'
  if ((ENGINE_CHOICES as readonly string[]).includes(value)) return value as EngineChoice
  throw new InvalidInputError(
    'engine',
    `must be one of ${ENGINE_CHOICES.join(', ')}, got ${describeValue(value)}`,
  )
}

/** What the GPU needs of a count's other flags: it counts the whole split, to the end. */
export function checkGpuFlags(flags: {
  algorithm?: string
  budget?: number
  cursor?: string
  threads?: number
}): void {
  const refuse = (flag: string, why: string) => {
    throw new InvalidInputError(flag, `${why}; --engine webgpu counts every unit to the end`)
  }
  if (flags.algorithm !== undefined && flags.algorithm !== 'parallel') {
    refuse('algorithm', `must be parallel (the default) with --engine webgpu`)
  }
  if (flags.budget !== undefined) refuse('budget', 'is for the CPU engines')
  if (flags.cursor !== undefined) refuse('cursor', 'is for the CPU engines')
  if (flags.threads !== undefined) refuse('threads', 'is for the CPU engines')
}

/**
 * The GPU engine `choice` asks for: `webgpu`'s, any adapter (a software one names itself as
 * such), or a `GpuUnavailableError`; `auto`'s, a hardware adapter or, when there is none, the
 * reason (for the answer to say why the lanes counted).
 */
export async function openGpu(
  choice: 'webgpu' | 'auto',
): Promise<{ engine: GpuEngine & { device: WebGpuDevice } } | { skipped: string }> {
  // Loaded only here: Dawn is an optional peer dependency and the other commands never need it.
  const { requestNodeGpuEngine, vulkanLoaderMissing } = await import('../node/dawn-engine.ts')
  if (choice === 'auto' && vulkanLoaderMissing()) return { skipped: 'no Vulkan loader' }
  try {
    return { engine: await requestNodeGpuEngine({ allowSoftware: choice === 'webgpu' }) }
  } catch (error) {
    if (choice === 'auto' && error instanceof GpuUnavailableError) {
      return { skipped: error.message.split(';')[0] }
    }
    throw error
  }
}

/** The GPU's answer line: the engine and the adapter, with a warning for a software one. */
export function gpuEngineText(result: GpuCountResult): string {
  const { adapter } = result
  return `WebGPU (${adapter.name}${adapter.software ? ', a software adapter: slower than the CPU' : ''})`
}
