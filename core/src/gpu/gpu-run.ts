/**
 * @module
 * One GPU count's run: the buffers of a `GpuWork`, the kernel's dispatches in rounds, and each
 * unit's solutions and nodes read back once every unit is done. A round is a few dispatches,
 * each bounded by `passes` nodes an invocation, then a read of the queue's control words and the
 * nodes counted so far: for progress, for the end, to notice a lost device, a stall or a cancel,
 * and to size the next round's passes so that a round takes about `roundMs`, and so that no
 * dispatch runs more than 1 / `tail` of the nodes an invocation has left: work handed back
 * reaches idle invocations only at the next dispatch, so the end of a count has short ones.
 */
import type { WebGpuBuffer } from './webgpu.ts'
import {
  COPY_DST,
  COPY_SRC,
  MAP_READ,
  STORAGE,
  UNIFORM,
  stackDepth,
  workgroupSize,
  type Kernel,
} from './gpu-kernel.ts'
import type { GpuWork } from './gpu-work.ts'
import { longTaskPasses, MIN_PASSES, queueEntries, tailPasses } from './gpu-tail.ts'
import { GpuDeviceLostError } from './gpu-lost.ts'
import type { GpuRunStats, GpuTuning } from './gpu-tuning.ts'

/** What the host hands a run beside its work. */
export interface RunOptions {
  tuning: GpuTuning
  /**
   * Called after each round with the share of the work done: the nodes counted over
   * `expectedNodes`, else the quotas of the units done (their cost estimates).
   */
  onProgress?: (fraction: number) => void
  /** The nodes the count will visit, where known, or about (then progress stops short of 1). */
  expectedNodes?: { nodes: number; recorded: boolean }
  /** Checked between rounds: once `aborted`, the run throws its `reason`. */
  signal?: { readonly aborted: boolean; readonly reason?: unknown }
}

const NONE = 0xffffffff
/**
 * The kernel's `Control`: claimed, tail, gifts, doneUnits, doneQuota, busy, head, limit, wanted,
 * longGifts, spare.
 */
const CONTROL_WORDS = 12
/** The read buffer: the control words, then the nodes of all units (low, high). */
const READ_WORDS = CONTROL_WORDS + 2
const MAX_PASSES = 1 << 22

/**
 * Counts `work` on the kernel's device; returns each unit's solutions and nodes (in the order of
 * `work.ids`) and the run's stats. Rejects with `GpuDeviceLostError` when the device says it was
 * lost, and with an `Error` naming the cause when a call fails, the device refuses the buffers or
 * the run stops moving (the engine asks the device whether it was lost then: gpu-lost.ts).
 */
export async function runWork(
  kernel: Kernel,
  work: GpuWork,
  options: RunOptions,
): Promise<{ found: bigint[]; nodes: bigint[]; stats: GpuRunStats }> {
  const { device } = kernel
  const { tuning, onProgress, signal } = options
  const units = work.ids.length
  const tasks = work.tags.length
  // Stacks of a multiple of 8 entries, so that one compiled pipeline serves nearby n.
  const depth = stackDepth(work.depth)
  const { limits } = device
  const wg = workgroupSize(
    depth,
    limits.maxComputeWorkgroupStorageSize,
    Math.min(limits.maxComputeInvocationsPerWorkgroup, limits.maxComputeWorkgroupSizeX),
  )
  // As many invocations as asked, whole workgroups, and no more than their saved stacks
  // (depth + 1 entries of 16 B each) let one storage binding hold.
  const fit = Math.floor(device.limits.maxStorageBufferBindingSize / (16 * (depth + 1)) / wg) * wg
  const asked = Math.ceil(Math.min(tuning.slots, Math.max(tasks, 1) * 64) / wg) * wg
  const slots = Math.max(wg, Math.min(asked, fit))
  const lowWater = tuning.lowWater || 2 * slots
  // Hand-backs keep the entries written and not taken under lowWater, or within the room left
  // (the kernel's \`spare\`), so this never fills.
  const capacity = queueEntries(tasks, lowWater)
  const target = work.open.reduce((sum, open) => sum + (open > 0 ? 1 : 0), 0)
  const stats: GpuRunStats = {
    rounds: 0,
    dispatches: 0,
    passes: 0,
    roundPasses: [],
    slots,
    workgroupSize: wg,
    busy: [],
    compiled: 0,
    startupMs: { kernel: 0, layout: 0, pipeline: 0 },
  }
  if (target === 0) {
    // Every unit was counted as it opened: nothing for the GPU.
    const zeros = work.ids.map(() => 0n)
    return { found: zeros, nodes: [...zeros], stats }
  }
  const compilesBefore = kernel.compiles
  const compileAsked = Date.now()
  const pipeline = await kernel.search(wg, depth)
  stats.startupMs.pipeline = Date.now() - compileAsked
  stats.compiled = kernel.compiles - compilesBefore

  device.pushErrorScope('out-of-memory')
  device.pushErrorScope('validation')
  const buffers: WebGpuBuffer[] = []
  const buffer = (size: number, usage: number, data?: Uint32Array<ArrayBuffer>) => {
    const made = device.createBuffer({ size: Math.max(16, Math.ceil(size / 16) * 16), usage })
    buffers.push(made)
    if (data) device.queue.writeBuffer(made, 0, data)
    return made
  }
  const params = buffer(32, UNIFORM | COPY_DST)
  const shapes = buffer(work.shapes.byteLength, STORAGE | COPY_DST, work.shapes)
  const ranksBuffer = buffer(work.ranks.byteLength, STORAGE | COPY_DST, work.ranks)
  const queue = buffer(16 * capacity, STORAGE | COPY_DST)
  const tags = buffer(4 * capacity, STORAGE | COPY_DST)
  const slotWords = new Uint32Array(4 * (depth + 1) * slots)
  for (let slot = 0; slot < slots; slot++) slotWords[4 * (depth + 1) * slot] = NONE
  const slotBuffer = buffer(slotWords.byteLength, STORAGE | COPY_DST, slotWords)
  // Per unit: solutions, nodes (from the host's splits), tasks open; then all units' nodes.
  const tallyWords = new Uint32Array(5 * units + 2)
  for (let i = 0; i < units; i++) {
    tallyWords[5 * i + 2] = work.spent[i]
    tallyWords[5 * i + 4] = work.open[i]
  }
  const spent = work.spent.reduce((sum, nodes) => sum + nodes, 0)
  tallyWords[5 * units] = spent
  const tallies = buffer(tallyWords.byteLength, STORAGE | COPY_DST | COPY_SRC, tallyWords)
  const control = buffer(4 * CONTROL_WORDS, STORAGE | COPY_DST | COPY_SRC)
  const read = buffer(Math.max(4 * READ_WORDS, tallyWords.byteLength), MAP_READ | COPY_DST)
  if (tasks > 0) {
    device.queue.writeBuffer(queue, 0, work.entries)
    device.queue.writeBuffer(tags, 0, work.tags)
  }
  // claimed, tail, gifts, doneUnits, doneQuota, busy, head, limit: the first tasks wait.
  device.queue.writeBuffer(control, 0, Uint32Array.of(0, tasks, 0, 0, 0, 0, 0, tasks, 0))
  const bindGroup = device.createBindGroup({
    layout: kernel.layout,
    entries: [params, shapes, ranksBuffer, queue, tags, slotBuffer, tallies, control].map(
      (b, binding) => ({ binding, resource: { buffer: b } }),
    ),
  })
  const refused = (await device.popErrorScope()) ?? (await device.popErrorScope())
  if (refused) {
    buffers.forEach((b) => b.destroy())
    throw new Error(`the GPU refused the count's buffers: ${refused.message}`)
  }

  // Rejects once the device is lost; every read races it (and it is handled when none does).
  const gone = device.lost.then((info) => {
    throw new GpuDeviceLostError(`the GPU device was lost (${info.reason}): ${info.message}`)
  })
  gone.catch(() => {})
  let quotaBefore = 0
  for (let i = 0; i < units; i++) if (work.open[i] === 0) quotaBefore += work.ranks[2 * i + 1]
  const groups = slots / wg
  let passes = Math.min(
    MAX_PASSES,
    Math.max(tuning.fixedPasses ? 1 : MIN_PASSES, Math.floor(tuning.passes)),
  )
  const expected = options.expectedNodes
  const longTask = longTaskPasses(expected?.nodes, slots, tuning.tail)
  const tailBound = (counted: number) =>
    Math.min(MAX_PASSES, tailPasses(expected?.nodes, counted, slots, tuning.tail))
  // Nodes over the nodes expected; an estimate stops short of the end, which only the units say.
  const progressOf = (counted: number, quota: number) =>
    expected
      ? Math.min(expected.recorded ? 1 : 0.99, counted / expected.nodes)
      : Math.min(1, (quotaBefore + quota) / work.quotaSum)
  if (!tuning.fixedPasses) passes = Math.min(passes, tailBound(spent))
  let previous = ''
  try {
    for (let finished = 0; finished < target;) {
      if (signal?.aborted) {
        const { reason } = signal
        throw reason instanceof Error
          ? reason
          : new Error(`the count was cancelled: ${String(reason)}`)
      }
      const mask = capacity - 1
      device.queue.writeBuffer(
        params,
        0,
        Uint32Array.of(passes, slots, mask, lowWater, work.levels, 5 * units, longTask, 0),
      )
      const encoder = device.createCommandEncoder()
      const computePass = encoder.beginComputePass()
      computePass.setBindGroup(0, bindGroup)
      for (let d = 0; d < tuning.dispatches; d++) {
        computePass.setPipeline(kernel.advance)
        computePass.dispatchWorkgroups(1)
        computePass.setPipeline(pipeline)
        computePass.dispatchWorkgroups(groups)
      }
      computePass.end()
      encoder.copyBufferToBuffer(control, 0, read, 0, 4 * CONTROL_WORDS)
      encoder.copyBufferToBuffer(tallies, 4 * 5 * units, read, 4 * CONTROL_WORDS, 8)
      const started = Date.now()
      device.queue.submit([encoder.finish()])
      const words = await readWords(read, READ_WORDS, gone)
      const counted = words[CONTROL_WORDS] + words[CONTROL_WORDS + 1] * 2 ** 32
      const ms = Date.now() - started
      stats.rounds++
      stats.dispatches += tuning.dispatches
      stats.passes = passes
      stats.roundPasses.push(passes)
      stats.busy.push(words[5])
      finished = words[3]
      if (onProgress) {
        const done = finished === target ? 1 : progressOf(counted, words[4])
        onProgress(done)
      }
      // Nothing searching and nothing changed: tasks went missing, and no count can be trusted.
      const now = words.slice(0, 8).join()
      if (words[5] === 0 && now === previous && finished < target) {
        throw new Error(`the GPU count stopped with ${target - finished} of ${target} units open`)
      }
      previous = now
      if (!tuning.fixedPasses) {
        const scale = Math.min(2, Math.max(0.5, tuning.roundMs / Math.max(1, ms)))
        passes = Math.min(MAX_PASSES, Math.max(MIN_PASSES, Math.round(passes * scale)))
        passes = Math.min(passes, tailBound(counted))
      }
    }
    const encoder = device.createCommandEncoder()
    encoder.copyBufferToBuffer(tallies, 0, read, 0, tallyWords.byteLength)
    device.queue.submit([encoder.finish()])
    const words = await readWords(read, 5 * units, gone)
    const found: bigint[] = []
    const nodes: bigint[] = []
    for (let i = 0; i < units; i++) {
      found.push(BigInt(words[5 * i]) + (BigInt(words[5 * i + 1]) << 32n))
      nodes.push(BigInt(words[5 * i + 2]) + (BigInt(words[5 * i + 3]) << 32n))
    }
    return { found, nodes, stats }
  } finally {
    buffers.forEach((b) => b.destroy())
  }
}

/** Maps `read` and copies its first `count` words, or rejects as `gone` does. */
async function readWords(
  read: WebGpuBuffer,
  count: number,
  gone: Promise<never>,
): Promise<Uint32Array> {
  await Promise.race([read.mapAsync(1, 0, 4 * count), gone])
  const words = new Uint32Array(read.getMappedRange(0, 4 * count).slice(0))
  read.unmap()
  return words
}
