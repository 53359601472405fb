import type { ChildProcess } from 'node:child_process'
import { createServer } from 'node:net'

/**
 * @module
 * The servers that scripts and tests start for a while (wrangler dev, a test's WordPress and its
 * database): a free loopback port to serve on, and an end to the whole process group, since a
 * server's own children (workerd, PHP's workers) can outlive it.
 */

const HOST = '127.0.0.1'

/** A port nobody on 127.0.0.1 listens on now (the system picks it). */
export async function freePort(): Promise<number> {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, HOST, resolve))
  const { port } = server.address() as { port: number }
  await new Promise((resolve) => server.close(resolve))
  return port
}

/** SIGTERM to the whole group, then SIGKILL if anything is still there after a few seconds. */
export async function stopGroup(child: ChildProcess): Promise<void> {
  const pid = child.pid
  if (pid === undefined) return
  const exited = new Promise<void>((done) => {
    if (child.exitCode !== null || child.signalCode !== null) done()
    else child.once('exit', () => done())
  })
  signalGroup(pid, 'SIGTERM')
  await Promise.race([exited, new Promise((done) => setTimeout(done, 5_000))])
  // workerd can outlive wrangler's own exit; the group kill catches it either way.
  await new Promise((done) => setTimeout(done, 200))
  signalGroup(pid, 'SIGKILL')
}

function signalGroup(pid: number, signal: NodeJS.Signals): void {
  try {
    process.kill(-pid, signal)
  } catch {
    // The group is already gone.
  }
}
