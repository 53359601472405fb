import { afterAll, beforeAll, expect, it } from 'vitest'
import { create } from 'webgpu'
import { ADD64 } from './constellation-kernel.wgsl.ts'
import { COPY_DST, COPY_SRC, MAP_READ, STORAGE } from './gpu-kernel.ts'

// The kernel's 64-bit sums, across the 2^32 boundary: counts that far are a large n's, which a
// software adapter cannot reach in a test, so the kernel's own `add64` runs here on its own.
// Dawn's instance, kept while its device lives (Dawn crashes when it is collected first).
const gpu = create([])
let device: GPUDevice
beforeAll(async () => {
  const adapter = await gpu.requestAdapter()
  if (adapter === null) throw new Error('no WebGPU adapter: run through npm run test:gpu')
  device = await adapter.requestDevice()
})
afterAll(() => device?.destroy())

it('keeps a 64-bit sum exact while many invocations wrap its low word at once', async () => {
  const code = /* wgsl */ `
    @group(0) @binding(0) var<storage, read_write> tallies: array<atomic<u32>>;
    @group(0) @binding(1) var<storage, read> adds: array<u32>;
    ${ADD64}
    @compute @workgroup_size(64)
    fn main(@builtin(global_invocation_id) id: vec3<u32>) {
      add64(2u * (id.x % 2u), adds[id.x]);
    }
  `
  const module = device.createShaderModule({ code })
  const pipeline = await device.createComputePipelineAsync({
    layout: 'auto',
    compute: { module, entryPoint: 'main' },
  })
  // 4,096 adds of values near 2^32 into two sums, each starting just below a wrap.
  const adds = Uint32Array.from({ length: 4096 }, (_, i) => 0xffffffff - ((i * 7919) % 100_000))
  const start = Uint32Array.of(0xfffffff0, 5, 0x80000000, 0)
  const tallies = device.createBuffer({ size: 16, usage: STORAGE | COPY_DST | COPY_SRC })
  const input = device.createBuffer({ size: adds.byteLength, usage: STORAGE | COPY_DST })
  const read = device.createBuffer({ size: 16, usage: MAP_READ | COPY_DST })
  device.queue.writeBuffer(tallies, 0, start)
  device.queue.writeBuffer(input, 0, adds)
  const encoder = device.createCommandEncoder()
  const computePass = encoder.beginComputePass()
  computePass.setPipeline(pipeline)
  computePass.setBindGroup(
    0,
    device.createBindGroup({
      layout: pipeline.getBindGroupLayout(0),
      entries: [
        { binding: 0, resource: { buffer: tallies } },
        { binding: 1, resource: { buffer: input } },
      ],
    }),
  )
  computePass.dispatchWorkgroups(adds.length / 64)
  computePass.end()
  encoder.copyBufferToBuffer(tallies, 0, read, 0, 16)
  device.queue.submit([encoder.finish()])
  await read.mapAsync(1)
  const words = new Uint32Array(read.getMappedRange().slice(0))
  const sum = (k: number) => BigInt(words[2 * k]) + (BigInt(words[2 * k + 1]) << 32n)
  const expected = (k: number) =>
    BigInt(start[2 * k]) +
    (BigInt(start[2 * k + 1]) << 32n) +
    adds.filter((_, i) => i % 2 === k).reduce((s, v) => s + BigInt(v), 0n)
  expect([sum(0), sum(1)]).toEqual([expected(0), expected(1)])
})
