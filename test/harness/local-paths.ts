/**
 * @module
 * Paths of the machine a measurement ran on (`/work/…`, `/home/…`, `/tmp/…`) that must not reach
 * committed data or the pages drawn from it: they mean nothing to a reader and say where someone
 * keeps their files.
 */

const LOCAL_PATH = /(?<![\w.:/~-])\/(?:work|home|tmp|root|Users|var\/folders)\/[^\s"'<>)]*/g

/** Every local path in `text`, as written there. */
export function findLocalPaths(text: string): string[] {
  return text.match(LOCAL_PATH) ?? []
}
