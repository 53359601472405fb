import { describe, expect, it } from 'vitest'
import { runCli, runCliIn } from './test-cli.ts'

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

  it('with no adapter, says what is missing and exits 2, counting nowhere else', async () => {
    // The Vulkan loader finds no driver at all: the state of a machine without a GPU driver.
    const env = { ...process.env, VK_ICD_FILENAMES: '/nonexistent/icd.json' }
    const run = await runCliIn(env, 'count', '12', '--engine', 'webgpu', '--json')
    expect(run.code).toBe(2)
    expect(run.stdout).toBe('')
    expect(run.stderr).toContain(
      "nqueens: --engine webgpu: no WebGPU adapter was found; Dawn reaches GPUs through Vulkan: it needs the Vulkan loader (libvulkan.so.1, Debian's libvulkan1) and your GPU's Vulkan driver",
    )
  })

  it('by default counts a large n on the lanes when the only adapter is a software one, and says so', async () => {
    const run = await runCli('count', '16')
    expect(run.code).toBe(0)
    expect(run.stdout).toMatch(
      /\nalgorithm parallel on the lanes \(no GPU for WebGPU: the only WebGPU adapter is a software one \(SwiftShader[^)]*\), slower than the CPU\), [\d,]+ nodes/,
    )
  })
})
