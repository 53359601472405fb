import { describe, expect, it } from 'vitest'
import { runCli, runCliIn } from '../../../test/harness/cli.ts'

// The CLI's GPU engine on the adapter `npm run test:gpu` points Dawn at: SwiftShader.
describe('nqueens count --engine webgpu', () => {
  it('counts on WebGPU, naming the engine and the adapter, exactly', async () => {
    const [json, text] = await Promise.all([
      runCli('count', '12', '--engine', 'webgpu', '--json'),
      runCli('count', '11', '--engine', 'webgpu'),
    ])
    expect(json.code).toBe(0)
    expect(JSON.parse(json.stdout)).toMatchObject({
      n: 12,
      algorithm: 'parallel',
      engine: 'webgpu',
      status: 'complete',
      total: '14200',
      unique: '1787',
      nodes: 162651,
      adapter: { software: true, name: expect.stringMatching(/swiftshader/i) },
    })
    expect(text.stdout).toMatch(
      /^n = 11: 2,680 solutions \(341 unique\)\nby first-row column \(A059963\): 96; 219; 209; 295; 346; 350; 346; 295; 209; 219; 96\nalgorithm parallel on WebGPU \(SwiftShader[^,]*, a software adapter: slower than the CPU\), 30,965 nodes, \d+ ms\n$/,
    )
  })

  it('with no adapter, says what is missing, alone, and exits 2, counting nowhere else', async () => {
    // The Vulkan loader is there and finds no driver at all: the state of a machine without a GPU
    // driver, where Dawn and the loader warn on stderr as they start (`Warning: vkCreateInstance
    // failed…`). Our message is all that is said.
    const env = { ...process.env, VK_ICD_FILENAMES: '/nonexistent/icd.json' }
    const run = await runCliIn(env, 'count', '12', '--engine', 'webgpu', '--json')
    expect(run.code).toBe(2)
    expect(run.stdout).toBe('')
    expect(run.stderr).toBe(
      "nqueens: --engine webgpu: no WebGPU adapter was found; Dawn reaches GPUs through Vulkan: it needs the Vulkan loader (libvulkan.so.1, Debian's libvulkan1) and your GPU's Vulkan driver (NVIDIA's driver, or Mesa's mesa-vulkan-drivers); VK_ICD_FILENAMES may name a driver file\n",
    )
  })

  it('says when a board is too small for the GPU: its units were counted on the CPU', async () => {
    // From n = 5 the GPU searches: the test above counts n = 11 and 12 there, with no such line.
    const [text, json] = await Promise.all([
      runCli('count', '4', '--engine', 'webgpu'),
      runCli('count', '1', '--engine', 'webgpu', '--json'),
    ])
    expect(text.code).toBe(0)
    expect(text.stdout).toMatch(
      /\n\S.*0 nodes, \d+ ms\nn = 4 counted on the CPU as its units opened: too small for the GPU's kernel\n$/,
    )
    expect(JSON.parse(json.stdout)).toMatchObject({
      total: '1',
      nodes: 0,
      note: "n = 1 counted on the CPU as its units opened: too small for the GPU's kernel",
    })
  })

  it('by default counts a large n on the lanes when the only adapter is a software one, and says so', async () => {
    const run = await runCli('count', '16')
    expect(run.code).toBe(0)
    expect(run.stdout).toMatch(
      /\nalgorithm parallel on the lanes \(no GPU for WebGPU: the only WebGPU adapter is a software one \(SwiftShader[^)]*\), slower than the CPU\), [\d,]+ nodes/,
    )
  })
})
