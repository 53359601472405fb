/**
 * @module
 * The operations of one pass of the search loop, as Dawn compiles the kernel to SPIR-V for Vulkan
 * (Tint, the SPIR-V a driver gets), with Dawn's robustness on (as every browser has it) and off
 * (`disable_robustness`, which only a native host may ask for). Dawn prints the disassembly with
 * its `dump_shaders` toggle; this script runs itself as a child to read it. The pass is the loop
 * body from the block that takes the next column (`%bit`) to the loop's back edge, all its paths
 * together (next column, push, pop), and the loop's own header, per pass (the loop runs two an
 * iteration, which share the header and the back edge): arithmetic and logic, loads and
 * stores of storage or workgroup memory, and those of function variables (registers, once the
 * driver's compiler is done) apart.
 *
 *   . ./offline.env && . ./test/setup/swiftshader.env && npx tsx scripts/measure/gpu-spirv-ops.ts
 */
import { spawnSync } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { CONSTELLATION_KERNEL } from '../../core/src/gpu/constellation-kernel.wgsl.ts'

const STRUCTURE = new Set([
  'OpLabel',
  'OpBranch',
  'OpBranchConditional',
  'OpSelectionMerge',
  'OpLoopMerge',
])

/** The last index before `end` whose line passes `test`. */
function lastBefore(lines: string[], end: number, test: (line: string) => boolean): number {
  for (let i = end - 1; i >= 0; i--) if (test(lines[i])) return i
  return -1
}

/** The pass's operations by kind, in the `search_inner` function of a SPIR-V disassembly. */
export function passOps(disassembly: string) {
  const lines = disassembly.split('\n').map((line) => line.trim())
  const start = lines.findIndex((line) => line.startsWith('%search_inner = OpFunction'))
  const end = lines.findIndex((line, i) => i > start && line === 'OpFunctionEnd')
  const body = lines.slice(start, end)
  const bit = body.findIndex((line) => line.startsWith('%bit = OpBitwiseAnd'))
  const loop = lastBefore(body, bit, (line) => line.startsWith('OpLoopMerge'))
  const continuing = body[loop].split(' ')[2]
  const passStart = lastBefore(body, bit + 1, (line) => line.endsWith('OpLabel'))
  const continueAt = body.findIndex((line) => line.startsWith(`${continuing} = OpLabel`))
  const backEdge = body.findIndex((line, i) => i > continueAt && line.startsWith('OpBranch'))
  const header = body.slice(
    loop,
    body.findIndex((line, i) => i > loop && line.includes('%idle')),
  )
  const variables = new Set(
    [...disassembly.matchAll(/(%\w+) = OpVariable %_ptr_Function/g)].map((m) => m[1]),
  )
  const pointers = new Set<string>()
  const count = { arithmetic: 0, memory: 0, registers: 0 }
  for (const line of [...header, ...body.slice(passStart, backEdge + 1)]) {
    const match = /^(?:(%\w+) = )?(Op\w+)\s*(.*)$/.exec(line)
    if (!match || STRUCTURE.has(match[2])) continue
    const [, result, op, rest] = match
    const operands = rest.split(' ')
    const pointer = op === 'OpStore' ? operands[0] : operands[1]
    const local = variables.has(pointer) || pointers.has(pointer)
    if (op === 'OpAccessChain') {
      if (local) pointers.add(result)
      count[local ? 'registers' : 'memory']++
    } else if (op === 'OpLoad' || op === 'OpStore') count[local ? 'registers' : 'memory']++
    else count.arithmetic++
  }
  // The loop runs a pass twice an iteration: the counts are the iteration's, shared out per pass.
  const passes = body
    .slice(passStart, backEdge + 1)
    .filter((line) => /^%bit(_\d+)? = OpBitwiseAnd/.test(line)).length
  return {
    arithmetic: count.arithmetic / passes,
    memory: count.memory / passes,
    registers: count.registers / passes,
    passes,
  }
}

async function dump(features: string): Promise<void> {
  const { create } = await import('webgpu')
  const gpu = create([`enable-dawn-features=${features}`])
  const adapter = await gpu.requestAdapter()
  const device = await adapter!.requestDevice()
  const module = device.createShaderModule({ code: CONSTELLATION_KERNEL })
  await device.createComputePipelineAsync({
    layout: 'auto',
    compute: { module, entryPoint: 'search', constants: { WG: 64, DEPTH: 16 } },
  })
  device.destroy()
}

if (process.argv[2] === '--child') await dump(process.argv[3])
else {
  const self = fileURLToPath(import.meta.url)
  for (const [name, features] of [
    ['robustness on', 'dump_shaders,disable_symbol_renaming'],
    ['robustness off', 'dump_shaders,disable_symbol_renaming,disable_robustness'],
  ]) {
    const child = spawnSync(process.execPath, [...process.execArgv, self, '--child', features], {
      encoding: 'utf8',
      maxBuffer: 1 << 26,
    })
    const spirv = child.stdout.slice(child.stdout.indexOf('Dumped SPIRV disassembly'))
    const guard = (spirv.match(/tint_loop_idx/g) ?? []).length > 0
    console.log(`${name}: ${JSON.stringify(passOps(spirv))}, loop guard: ${guard}`)
  }
}
