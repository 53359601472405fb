import { COMPLETIONS_ID, getCounter } from '../count/index.ts'
import { InvalidInputError } from '../errors.ts'
import { KNOWN_SOURCE, knownCount } from '../board/known.ts'
import type { CountResult } from '../types.ts'
import { describeValue, validateN } from '../validate.ts'
import { parseCommand, readOptionalWhole, readString, readWhole } from './args.ts'
import {
  elapsedMs,
  groupDigits,
  referenceLine,
  referenceOf,
  resumeCommand,
  writeJson,
  type Io,
} from './format.ts'
import { countCompletionsCommand } from './count-completions.ts'
import { checkGpuFlags, GPU_FROM_N, gpuEngineText, openGpu, readEngine } from './count-engine.ts'
import type { GpuCountResult } from '../gpu/index.ts'
import { progressBar } from './progress.ts'
import { usageOf } from './usage.ts'
import { COUNT_ALGORITHMS } from './algorithms.ts'

/** From here on a count without a budget takes seconds to hours; say so before starting. */
const SLOW_FROM_N = 18

/** `count N [--queens Q] [--algorithm ID] [--engine E] [--budget NODES] [--cursor C] [--threads T] [--json]` */
export async function runCount(args: string[], io: Io): Promise<number> {
  const { values, positionals } = parseCommand(
    'count',
    args,
    {
      algorithm: { type: 'string' },
      queens: { type: 'string' },
      budget: { type: 'string' },
      cursor: { type: 'string' },
      threads: { type: 'string' },
      engine: { type: 'string' },
      json: { type: 'boolean' },
    },
    ['N'],
  )
  if (values.help) return (io.stdout.write(usageOf('count')), 0)
  const n = readWhole(positionals[0], 'n')
  const queensText = readString(values.queens)
  const budget = readOptionalWhole(values.budget, 'budget')
  const cursor = readString(values.cursor)
  const threads = readOptionalWhole(values.threads, 'threads')
  const engineChoice = readEngine(readString(values.engine))
  const named = readString(values.algorithm)
  if (named !== undefined && !COUNT_ALGORITHMS.includes(named)) {
    const list = COUNT_ALGORITHMS.map((id) => (id === 'parallel' ? `${id} (the default)` : id))
    throw new InvalidInputError(
      'algorithm',
      `must be one of ${list.join(', ')}, got ${describeValue(named)}`,
    )
  }
  if (queensText !== undefined || values.algorithm === COMPLETIONS_ID) {
    if (values.engine !== undefined) {
      throw new InvalidInputError('engine', `does not apply to ${COMPLETIONS_ID}`)
    }
    if (threads !== undefined)
      throw new InvalidInputError('threads', 'only applies to --algorithm parallel')
    if (values.algorithm !== undefined && values.algorithm !== COMPLETIONS_ID) {
      throw new InvalidInputError(
        'algorithm',
        `pre-placed queens are counted by ${COMPLETIONS_ID} only; leave --algorithm out`,
      )
    }
    return countCompletionsCommand(
      n,
      { queensText, budget, cursor, json: values.json === true },
      io,
    )
  }
  if (engineChoice === 'webgpu') checkGpuFlags({ algorithm: named, budget, cursor, threads })
  const algorithm = readString(values.algorithm) ?? 'parallel'
  if (engineChoice === 'lanes' && algorithm !== 'parallel' && algorithm !== 'constellation') {
    throw new InvalidInputError('engine', `lanes counts parallel and constellation only`)
  }
  if (threads !== undefined && algorithm !== 'parallel') {
    throw new InvalidInputError('threads', 'only applies to --algorithm parallel')
  }
  // Look the counter up first, so a bad id is reported before anything is computed.
  const counter = getCounter(algorithm)
  validateN(n, counter.maxN)

  const known = knownCount(n)
  if (!values.json && budget === undefined && cursor === undefined && n >= SLOW_FROM_N) {
    io.stderr.write(
      `nqueens: counting n = ${n} may take a long time` +
        (known
          ? `; for reference only, ${KNOWN_SOURCE.total} lists ${groupDigits(known.total)}`
          : '') +
        '\n',
    )
  }
  // `auto` asks for a GPU only where it pays: the whole split of a large n.
  const wantsGpu =
    engineChoice === 'webgpu' ||
    (engineChoice === 'auto' &&
      counter.id === 'parallel' &&
      n >= GPU_FROM_N &&
      budget === undefined &&
      cursor === undefined &&
      threads === undefined)
  const gpu = wantsGpu ? await openGpu(engineChoice === 'webgpu' ? 'webgpu' : 'auto') : undefined
  const bar = progressBar(io, `count ${n}`)
  const start = performance.now()
  const options = { budget, cursor, onProgress: (fraction: number) => bar.update(fraction) }
  let result: CountResult | GpuCountResult
  try {
    if (gpu && 'engine' in gpu) {
      try {
        result = await gpu.engine.count(n, { onProgress: options.onProgress })
      } finally {
        gpu.engine.device.destroy()
      }
    } else if (counter.id === 'parallel') {
      // Here parallel runs on a thread per core. Loaded only here: the thread pool is Node-only
      // and the other commands never need it.
      const { countParallel } = await import('../node/parallel.ts')
      result = await countParallel(n, { ...options, threads })
    } else result = counter.count(n, options)
  } finally {
    bar.finish()
  }
  const ms = elapsedMs(start)
  // What a partial count adds: how to go on, and the published value beside the sum so far.
  let resume: string | undefined
  if (result.cursor !== undefined) {
    const again = ['count', String(n), '--algorithm', result.algorithm]
    if (budget !== undefined) again.push('--budget', String(budget))
    if (threads !== undefined) again.push('--threads', String(threads))
    resume = resumeCommand([...again, '--cursor', result.cursor])
  }
  const reference = result.cursor !== undefined && known ? referenceOf(known) : undefined
  const gpuSkipped = gpu && 'skipped' in gpu ? gpu.skipped : undefined
  const onHost = 'adapter' in result && result.stats.dispatches === 0 ? hostCountNote(n) : undefined

  if (values.json) {
    const { total, unique, nodes, status } = result
    writeJson(io, {
      n,
      algorithm: result.algorithm,
      engine: result.engine,
      status,
      total,
      unique,
      byFirstRow: result.firstRow,
      nodes,
      ms,
      cursor: result.cursor,
      resume,
      reference,
      adapter: 'adapter' in result ? result.adapter : undefined,
      gpuSkipped,
      note: onHost,
    })
    return 0
  }
  const lines: string[] = []
  const unique = result.unique === undefined ? '' : ` (${groupDigits(result.unique)} unique)`
  if (result.status === 'complete') {
    lines.push(`n = ${n}: ${groupDigits(result.total)} solutions${unique}`)
  } else {
    lines.push(`n = ${n}: partial, ${groupDigits(result.total)} solutions so far${unique}`)
  }
  if (result.firstRow !== undefined) {
    lines.push(`by first-row column (A059963): ${result.firstRow.map(groupDigits).join('; ')}`)
  }
  // The engine, for the counters that have two: which code ran is part of the answer.
  const engine =
    'adapter' in result
      ? ` on ${gpuEngineText(result)}`
      : result.engine === undefined
        ? ''
        : ` on the ${result.engine}${gpuSkipped ? ` (no GPU for WebGPU: ${gpuSkipped})` : ''}`
  lines.push(`algorithm ${result.algorithm}${engine}, ${groupDigits(result.nodes)} nodes, ${ms} ms`)
  if (onHost !== undefined) lines.push(onHost)
  if (resume !== undefined) lines.push(`resume: ${resume}`)
  if (reference !== undefined) lines.push(referenceLine(reference))
  io.stdout.write(lines.join('\n') + '\n')
  return 0
}

/**
 * What a GPU count says when the GPU ran nothing: a unit whose search is over as it opens is
 * counted by the host (core's gpu-work.ts), and on the smallest boards every unit is, so the
 * kernel visits no node.
 */
function hostCountNote(n: number): string {
  return `n = ${n} counted on the CPU as its units opened: too small for the GPU's kernel`
}
