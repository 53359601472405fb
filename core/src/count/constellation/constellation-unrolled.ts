/**
 * A constellation's whole search as one function with one loop per level and no calls, compiled
 * at run time for each number of levels: what the unbudgeted count runs where it can (see
 * `finishConstellation`). The recursive kernel passes a level's columns and diagonals as
 * arguments every three levels; here every level's values are locals of one function, so the
 * search makes no call at all between its first queen and its last.
 *
 * The kernel for 4 levels reads, level 0 to level 2 (level 3, the last, is only tested):
 *
 *   while (f0 !== 0) { nodes++; const b0 = f0 & -f0; f0 ^= b0
 *     const c1 = c0 | b0, l1 = (l0 | b0) << g0, r1 = (r0 | b0) >>> g0
 *     let f1 = m1 & ~(c1 | l1 | r1)
 *     while (f1 !== 0) { … while (f2 !== 0) { … if ((m3 & ~(…)) !== 0) solutions++ } } }
 *
 * with `mK = allowed[K]` and `gK = gap[K]` read once at the start, as the search of
 * constellation-search.ts defines them. It visits the nodes the walk visits and counts them the
 * same way.
 *
 * The source is built from the number of levels alone (an integer), never from input text. Code
 * generation from strings is used only in Node: Workers refuse it, and the site's pages forbid it
 * by their Content-Security-Policy (a browser would report each attempt), so everywhere else
 * `unrolledKernel` returns undefined and the recursive kernel counts.
 */

/** Counts below level 0 given its free columns; writes [nodes, solutions] into `out`. */
export type UnrolledKernel = (
  allowed: Int32Array,
  gap: Int32Array,
  free: number,
  out: Float64Array,
) => void

/**
 * The compiled kernel for a search of `levels` levels (2 to 31), or undefined where code
 * generation is not available.
 *
 * @example
 * const kernel = unrolledKernel(s.last + 1)
 * kernel?.(s.allowed, s.gap, s.stack[FREE], out) // out: [nodes, solutions]
 */
export function unrolledKernel(levels: number): UnrolledKernel | undefined {
  if (!Number.isInteger(levels) || levels < 2 || levels > 31 || !compiling) return undefined
  let kernel = kernels[levels]
  if (kernel === undefined) {
    try {
      kernel = new Function('allowed', 'gap', 'free', 'out', sourceOf(levels)) as UnrolledKernel
    } catch {
      // A runtime that has a Node-like `process` and still refuses code generation (workerd).
      compiling = false
      return undefined
    }
    kernels[levels] = kernel
  }
  return kernel
}

const kernels: UnrolledKernel[] = []

let compiling =
  (globalThis as { process?: { release?: { name?: string } } }).process?.release?.name === 'node'

/** The body of the kernel for `levels` levels (the last one only tested). */
function sourceOf(levels: number): string {
  const last = levels - 1
  const lines: string[] = []
  for (let k = 1; k <= last; k++) lines.push(`const m${k} = allowed[${k}]`)
  for (let k = 0; k < last; k++) lines.push(`const g${k} = gap[${k}]`)
  lines.push('let nodes = 0', 'let solutions = 0', 'let f0 = free', 'const c0 = 0, l0 = 0, r0 = 0')
  for (let k = 0; k < last; k++) {
    lines.push(`while (f${k} !== 0) {`, 'nodes++', `const b${k} = f${k} & -f${k}`, `f${k} ^= b${k}`)
    const [c, l, r, b, g] = [`c${k}`, `l${k}`, `r${k}`, `b${k}`, `g${k}`]
    if (k === last - 1) {
      lines.push(
        `if ((m${last} & ~(${c} | ${b} | ((${l} | ${b}) << ${g}) | ((${r} | ${b}) >>> ${g}))) !== 0) solutions++`,
      )
    } else {
      const j = k + 1
      lines.push(
        `const c${j} = ${c} | ${b}, l${j} = (${l} | ${b}) << ${g}, r${j} = (${r} | ${b}) >>> ${g}`,
        `let f${j} = m${j} & ~(c${j} | l${j} | r${j})`,
      )
    }
  }
  lines.push('}'.repeat(last), 'out[0] = nodes', 'out[1] = solutions')
  return lines.join('\n')
}
