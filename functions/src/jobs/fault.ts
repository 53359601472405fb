import type { UnitMessage } from './types.ts'

/**
 * The test-only fault switch. `FAULT_RATE` (a share from 0 to 1) is absent in production and set
 * only by the Worker tests' config. On a message's first delivery, a deterministic share of
 * messages (by job, unit and step) fails: half before counting (the consumer throws, the message
 * is retried), half after their results were reported and continued (the message is not acknowledged,
 * as if the consumer crashed there, so the unit is counted, reported and continued twice). Retries succeed, so the
 * dead-letter queue is not reached; the totals must come out exact all the same.
 */
export type Fault = 'before' | 'after'

export function chooseFault(
  rateText: string | undefined,
  body: UnitMessage,
  attempts: number,
): Fault | undefined {
  const rate = Number(rateText)
  if (!(rate > 0) || attempts > 1) return undefined
  const hash = fnv1a(`${body.job}:${body.unit}:${body.step}`)
  if ((hash % 1000) / 1000 >= rate) return undefined
  return (hash >>> 16) & 1 ? 'before' : 'after'
}

/** FNV-1a, 32 bits: a cheap, well-spread hash that is the same on every run. */
function fnv1a(text: string): number {
  let hash = 0x811c9dc5
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i)
    hash = Math.imul(hash, 0x01000193) >>> 0
  }
  return hash
}

export class InjectedFault extends Error {
  constructor(where: Fault) {
    super(`injected fault ${where} counting (FAULT_RATE)`)
    this.name = 'InjectedFault'
  }
}
