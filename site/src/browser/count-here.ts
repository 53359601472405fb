import { CountCheckError, knownCount, type GpuAdapter } from '@nqueens/core'
import { countOnCores } from './count-cpu.ts'
import { countOnGpu, GpuCountError, probeGpu } from './count-gpu.ts'
import { byId } from './dom.ts'

/**
 * @module
 * "Count it on your machine": the same split count as the jobs and the CLI, on the visitor's GPU
 * through WebGPU (count-gpu.ts) or on their cores (count-cpu.ts). WebGPU is chosen when the
 * browser offers a hardware adapter; a software one is offered, named as such, but not chosen,
 * since it counts more slowly than the cores. The answer names the engine and the adapter, is
 * compared with the published counts, and is set beside the committed benchmark's CLI time.
 */

const form = byId<HTMLFormElement>('here-form')
const start = byId<HTMLButtonElement>('here-start')
const cancel = byId<HTMLButtonElement>('here-cancel')
const sizes = byId<HTMLSelectElement>('here-n')
const gpuChoice = byId<HTMLInputElement>('here-webgpu')
const cpuChoice = byId<HTMLInputElement>('here-cpu')
const adapterNote = byId('here-adapter')
const bar = byId<HTMLProgressElement>('here-progress')
const status = byId('here-status')
const cores = Math.max(1, Math.min(navigator.hardwareConcurrency || 2, 16))
byId('here-cores').textContent = String(cores)

let adapter: GpuAdapter | undefined
let counting: AbortController | undefined

void probeGpu().then((found) => {
  if ('reason' in found) {
    adapterNote.textContent = `(not available: ${found.reason})`
    return
  }
  adapter = found.adapter
  gpuChoice.disabled = false
  adapterNote.textContent = adapter.software
    ? `(${adapter.name}, a software adapter: slower than your cores)`
    : `(${adapter.name})`
  if (!adapter.software && !counting) gpuChoice.checked = true
  showSizes()
})

/** Sizes past the CPU's list are offered on a hardware GPU only. */
function showSizes(): void {
  const gpu = gpuChoice.checked && adapter !== undefined && !adapter.software
  for (const option of sizes.querySelectorAll<HTMLOptionElement>('[data-gpu-only]')) {
    option.hidden = option.disabled = !gpu
  }
  if (sizes.selectedOptions[0]?.disabled) sizes.value = '17'
}
gpuChoice.addEventListener('change', showSizes)
cpuChoice.addEventListener('change', showSizes)

form.addEventListener('submit', (event) => {
  event.preventDefault()
  void run(Number(sizes.value), gpuChoice.checked ? 'webgpu' : 'cpu')
})
cancel.addEventListener('click', () => {
  if (!counting || counting.signal.aborted) return
  // Said before the workers stop, so the click is answered even on a busy page.
  status.textContent = 'Cancelling…'
  cancel.disabled = true
  counting.abort(new Error('cancelled'))
})

async function run(n: number, engine: 'webgpu' | 'cpu'): Promise<void> {
  const controller = (counting = new AbortController())
  setBusy(true)
  bar.value = 0
  const started = performance.now()
  const what = engine === 'webgpu' ? `WebGPU (${adapter?.name ?? 'GPU'})` : `${cores} workers`
  const onProgress = (share: number) => {
    if (controller.signal.aborted) return
    bar.value = share
    status.textContent = `Counting n = ${n} on ${what}: ${Math.round(share * 100)}% of the work, ${seconds(performance.now() - started)}`
  }
  onProgress(0)
  try {
    if (engine === 'webgpu') {
      const result = await countOnGpu(n, onProgress, controller.signal)
      const ms = performance.now() - started
      const software = result.adapter.software ? ', a software adapter' : ''
      answer(n, result, `in ${seconds(ms)} on WebGPU (${result.adapter.name}${software})`)
    } else {
      const result = await countOnCores(n, cores, onProgress, controller.signal)
      const ms = performance.now() - started
      const lanes = result.lanes ? ', on WebAssembly SIMD lanes' : ''
      answer(n, result, `in ${seconds(ms)} on ${result.workers} workers here${lanes}`)
    }
  } catch (error) {
    status.textContent = failure(error, engine, performance.now() - started)
  } finally {
    counting = undefined
    setBusy(false)
  }
}

/** The answer's line: the counts, whether they equal the published ones, where and how fast. */
function answer(
  n: number,
  counted: { total: bigint; unique: bigint; nodes: number },
  where: string,
): void {
  const { total, unique, nodes } = counted
  const known = knownCount(n)
  const checked =
    known && known.total === total && known.unique === unique
      ? 'equal to the published counts (OEIS A000170, A002562)'
      : 'DIFFERENT from the published counts: please report it'
  const bench = benchmarkFor(n)
  status.textContent =
    `n = ${n}: ${total.toLocaleString('en-US')} solutions (${unique.toLocaleString('en-US')} ` +
    `unique), ${checked}. ${nodes.toLocaleString('en-US')} nodes ${where}` +
    (bench ? `; the CLI on the benchmark's machine took ${seconds(bench)}.` : '.')
}

/** What a count that did not finish says. */
function failure(error: unknown, engine: 'webgpu' | 'cpu', ms: number): string {
  const message = error instanceof Error ? error.message : String(error)
  if (error instanceof GpuCountError && error.cancelled) return `Cancelled after ${seconds(ms)}.`
  if (engine === 'cpu' && message === 'cancelled') return `Cancelled after ${seconds(ms)}.`
  if (error instanceof GpuCountError && error.lost) {
    return `The count stopped: ${message}. Nothing it counted is kept: count again, or on the CPU lanes.`
  }
  if (error instanceof CountCheckError) return `The count failed its residue check: ${message}`
  return `The count stopped: ${message}`
}

function setBusy(busy: boolean): void {
  start.disabled = busy
  sizes.disabled = busy
  gpuChoice.disabled = busy || adapter === undefined
  cpuChoice.disabled = busy
  // Count here and Cancel share one place (the form's CSS), each shown in turn, so the form
  // keeps its layout. Focus follows the button that takes the place.
  const focused = document.activeElement === (busy ? start : cancel)
  start.classList.toggle('swapped-out', busy)
  cancel.classList.toggle('swapped-out', !busy)
  cancel.disabled = !busy
  if (focused) (busy ? cancel : start).focus()
}

function seconds(ms: number): string {
  return `${(ms / 1000).toFixed(ms < 10_000 ? 2 : 1)} s`
}

/** The committed benchmark's whole-process CLI time for n, from the page's data attribute. */
function benchmarkFor(n: number): number | undefined {
  const times = JSON.parse(form.dataset.cliMs ?? '{}') as Record<string, number>
  return times[String(n)]
}
