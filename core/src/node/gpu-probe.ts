/**
 * @module
 * Whether Dawn finds a WebGPU adapter on this machine, asked in a child process. Where the Vulkan
 * loader is present but finds no driver, Dawn and the loader write warnings to stderr as they
 * start, in their own words and with the source paths of their build, and no setting of theirs
 * turns those off. The child's stderr is read and dropped, so that a machine without a GPU gets
 * only our own message; where the child finds an adapter, Dawn starts in this process as usual.
 */
import { execFile } from 'node:child_process'

/** The child: Dawn from `webgpu` at the URL it is given, asked for the adapter the engine asks for. */
const PROBE = `
const { create } = await import(process.argv.at(-1))
const adapter = await create([]).requestAdapter({ powerPreference: 'high-performance' })
process.stdout.write(adapter === null ? 'none' : 'found')
process.exit(0)
`

/** Longer than Dawn takes to start anywhere: a probe still running then is taken as no adapter. */
const PROBE_TIMEOUT_MS = 60_000

/**
 * Resolves true when Dawn (the `webgpu` package at `webgpuUrl`) finds an adapter in a child
 * process, and false when it finds none, fails or crashes; what Dawn writes meanwhile is dropped.
 */
export function probeAdapter(webgpuUrl: string): Promise<boolean> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ['--input-type=module', '--eval', PROBE, webgpuUrl],
      { timeout: PROBE_TIMEOUT_MS, windowsHide: true },
      (_, stdout) => resolve(String(stdout) === 'found'),
    )
  })
}
