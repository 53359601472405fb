/**
 * @module
 * The GPU engine: the split count's units counted by a WGSL kernel (constellation-kernel.wgsl.ts)
 * on a WebGPU device the host hands in, as it hands the lanes their module. Core never looks for a
 * GPU itself: a browser asks `navigator.gpu`, the CLI Dawn's Node bindings (the `webgpu` package).
 *
 * Each unit's result is the one the lanes give, node for node: the kernel adds up the unit's
 * solutions and nodes exactly (64-bit sums in 32-bit halves), and the host classes them, with the
 * first-row counts and residues, as `countMany` does. Every answer names the engine (`webgpu`) and
 * the adapter, since a software adapter counts right but slowly.
 */
import type { WebGpuAdapterInfo, WebGpuDevice } from './webgpu.ts'
import { classesOfOpened } from '../count/constellation/constellation-branches.ts'
import { planOf } from '../count/constellation/constellation-plan.ts'
import { firstRowOf } from '../count/first-row.ts'
import { residuesOfProduct } from '../count/residues.ts'
import { combineUnits } from '../count/split.ts'
import { totalsOf } from '../count/tally.ts'
import type { SplitUnitResult } from '../count/unit-result.ts'
import { InvalidInputError } from '../errors.ts'
import type { CountResult } from '../types.ts'
import { COUNT_MAX_N, describeValue, validateN } from '../validate.ts'
import { kernelOn } from './gpu-kernel.ts'
import { lostOrAsIs } from './gpu-lost.ts'
import { runWork } from './gpu-run.ts'
import { DEFAULT_TUNING, type GpuRunStats, type GpuTuning } from './gpu-tuning.ts'
import { layOutWork } from './gpu-work.ts'
import { splitFirstTasks } from './gpu-presplit.ts'
import { expectedNodes } from '../count/constellation/constellation-nodes.ts'

/** The adapter a device came from, as every GPU answer names it. */
export interface GpuAdapter {
  /** What to call it: the driver's description, else vendor and architecture. */
  name: string
  /** The adapter's vendor, as the browser or Dawn reports it (`nvidia`, `google`, …). */
  vendor: string
  /** Its architecture (`hopper`, `swiftshader`, …); browsers may leave it empty. */
  architecture: string
  /** A software adapter (SwiftShader, llvmpipe, lavapipe): exact, and slower than a CPU. */
  software: boolean
}

/** What a GPU count takes beside n. */
export interface GpuCountOptions {
  /**
   * Called after each round of dispatches with the share done: the nodes counted over the n's
   * recorded nodes (or, past them, an estimate that stops short of 1 until the end).
   */
  onProgress?: (fraction: number) => void
  /** Checked between rounds: once aborted, the count rejects with the signal's `reason`. */
  signal?: { readonly aborted: boolean; readonly reason?: unknown }
  /** How the run shares out its work; the defaults suit a discrete GPU. */
  tuning?: Partial<GpuTuning>
}

/** A count on the GPU: always complete, or an error; never a partial or a guess. */
export interface GpuCountResult extends Omit<CountResult, 'engine' | 'status'> {
  status: 'complete'
  engine: 'webgpu'
  /** Fundamental solutions (OEIS A002562). */
  unique: bigint
  /** Solutions by the row-0 queen's column (OEIS A059963). */
  firstRow: bigint[]
  /** The adapter that counted. */
  adapter: GpuAdapter
  /** How the run went: rounds, dispatches, passes, invocations. */
  stats: GpuRunStats
}

/** Core's WGSL kernel on one device (`createGpuEngine`, `requestGpuEngine`). */
export interface GpuEngine {
  /** The adapter every answer names. */
  readonly adapter: GpuAdapter
  /**
   * Counts every solution for n (1..32) with its unique count and first-row counts. Rejects with
   * `GpuDeviceLostError` when the device is lost, also when a call fails first and the device
   * says it was lost within a moment (2 s), as a browser whose GPU process crashed does.
   */
  count(n: number, options?: GpuCountOptions): Promise<GpuCountResult>
  /**
   * Counts the split units `ids` of n (plan ids, as `getSplit('constellation').plan(n)` gives
   * them), each exactly as `countMany` would, in the order given. Rejects as `count` does.
   */
  countUnits(
    n: number,
    ids: readonly number[],
    options?: GpuCountOptions,
  ): Promise<{ results: SplitUnitResult[]; stats: GpuRunStats }>
}

/**
 * The GPU engine on `device` (its adapter named by `adapterInfo`, where the device does not say).
 * Compiles the kernel on first use, once per device (engines on one device share it); the device
 * stays the host's.
 *
 * @example
 * const adapter = await navigator.gpu.requestAdapter()
 * const engine = createGpuEngine(await adapter.requestDevice())
 * (await engine.count(12)).total // 14200n
 */
export function createGpuEngine(
  device: WebGpuDevice,
  adapterInfo: WebGpuAdapterInfo | undefined = device.adapterInfo,
): GpuEngine {
  const adapter = adapterOf(adapterInfo)
  const countUnits: GpuEngine['countUnits'] = async (n, ids, options) => {
    validateN(n, COUNT_MAX_N)
    const plan = planOf(n)
    validateIds(ids, plan.length)
    // A software adapter runs invocations on a CPU's few cores: a few thousand keep them busy.
    const slots = adapter.software ? SOFTWARE_SLOTS : DEFAULT_TUNING.slots
    const tuning = { ...DEFAULT_TUNING, slots, ...options?.tuning }
    // The kernel compiles (on a device's first count) while the host lays out the work.
    const asked = Date.now()
    const kernel = kernelOn(device)
    kernel.catch(() => {})
    const layingOut = Date.now()
    // Three tasks an invocation to start with: one each, and the queue above its low water.
    const work = splitFirstTasks(layOutWork(n, ids), 3 * tuning.slots, tuning.minSplit)
    const laidOut = Date.now()
    // A whole count's nodes are known (or estimated) ahead; a set of units' are not.
    const expected = ids.length === plan.length ? expectedNodes(n) : undefined
    let compiled = laidOut
    const run = await kernel
      .then((kernel) => {
        compiled = Date.now()
        return runWork(kernel, work, { ...options, tuning, expectedNodes: expected })
      })
      .catch(async (error: unknown) => {
        // A cancel is the caller's own; any other failure may be the device's loss.
        throw options?.signal?.aborted ? error : await lostOrAsIs(device, error)
      })
    const byId = new Map<number, SplitUnitResult>()
    work.opened.forEach((o, i) => {
      const planned = plan[o.id]
      const found = work.open[i] === 0 ? o.found : safe(run.found[i], 'solutions', o.id)
      o.found = found
      const classes = classesOfOpened(o)
      const counts = totalsOf(classes)
      byId.set(o.id, {
        status: 'complete',
        ...counts,
        classes,
        nodes: safe(run.nodes[i], 'nodes', o.id),
        firstRow: firstRowOf(n, planned, counts.total),
        residues: residuesOfProduct(planned.weight, found),
      })
    })
    // The kernel's time is what the host spent starting its compile and then waited for it.
    run.stats.startupMs.layout = laidOut - layingOut
    run.stats.startupMs.kernel = layingOut - asked + (compiled - laidOut)
    return { results: ids.map((id) => byId.get(id)!), stats: run.stats }
  }
  return {
    adapter,
    countUnits,
    async count(n, options) {
      validateN(n, COUNT_MAX_N)
      const ids = planOf(n).map((_, id) => id)
      const { results, stats } = await countUnits(n, ids, options)
      const { total, unique, firstRow } = combineUnits(results)
      const nodes = results.reduce((sum, r) => sum + r.nodes, 0)
      return {
        algorithm: 'parallel',
        n,
        status: 'complete',
        total,
        unique,
        nodes,
        engine: 'webgpu',
        // n = 2, 3 have no constellations: every column counts 0.
        firstRow: firstRow ?? new Array<bigint>(n).fill(0n),
        adapter,
        stats,
      }
    },
  }
}

const SOFTWARE_SLOTS = 4096

/** What an answer says of the adapter behind `info`. */
export function adapterOf(info: WebGpuAdapterInfo | undefined): GpuAdapter {
  const vendor = info?.vendor ?? ''
  const architecture = info?.architecture ?? ''
  const description = info?.description ?? ''
  const name = description || [vendor, architecture].filter(Boolean).join(' ') || 'unnamed adapter'
  const software =
    (info as { isFallbackAdapter?: boolean } | undefined)?.isFallbackAdapter === true ||
    /swiftshader|llvmpipe|lavapipe|softpipe|warp/i.test(`${vendor} ${architecture} ${description}`)
  return { name, vendor, architecture, software }
}

function validateIds(ids: readonly number[], units: number): void {
  const seen = new Set<number>()
  for (const id of ids) {
    if (!Number.isInteger(id) || id < 0 || id >= units || seen.has(id)) {
      throw new InvalidInputError(
        'unit',
        `must be distinct integers from 0 to ${units - 1}, got ${describeValue(id)}`,
      )
    }
    seen.add(id)
  }
}

/** A count read from the GPU as a number, where it is exact; an error where it would not be. */
function safe(value: bigint, what: string, id: number): number {
  if (value > BigInt(Number.MAX_SAFE_INTEGER)) {
    throw new Error(`unit ${id}'s ${what} (${value}) pass 2^53; count it on the CPU engines`)
  }
  return Number(value)
}
