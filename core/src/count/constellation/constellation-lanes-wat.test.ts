import { readFileSync } from 'node:fs'
import wabt from 'wabt'
import { describe, expect, it } from 'vitest'

const source = new URL('./constellation-lanes.wat', import.meta.url)
const built = new URL('../../../dist/constellation-lanes.wasm', import.meta.url)

/** The committed kernel, assembled as `npm run build:wasm` does. */
async function assemble(): Promise<Uint8Array<ArrayBuffer>> {
  const module = (await wabt()).parseWat('constellation-lanes.wat', readFileSync(source, 'utf8'), {
    simd: true,
  })
  try {
    module.validate()
    return new Uint8Array(module.toBinary({}).buffer)
  } finally {
    module.destroy()
  }
}

describe('constellation-lanes.wat', () => {
  it('assembles, and exports what the driver uses: a growable memory and run(limit)', async () => {
    const bytes = await assemble()
    const module = new WebAssembly.Module(bytes)
    expect(WebAssembly.Module.exports(module)).toEqual([
      { name: 'memory', kind: 'memory' },
      { name: 'run', kind: 'function' },
    ])
    expect(WebAssembly.Module.imports(module)).toEqual([])
    const { memory, run } = new WebAssembly.Instance(module).exports as {
      memory: WebAssembly.Memory
      run: (limit: number) => number
    }
    expect(run.length).toBe(1)
    expect(memory.grow(1)).toBe(1)
  })

  it('is the build the lanes run (else: npm run build:wasm)', async () => {
    expect(new Uint8Array(readFileSync(built))).toEqual(await assemble())
  })
})
