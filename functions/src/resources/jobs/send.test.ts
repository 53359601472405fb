import { describe, expect, it } from 'vitest'
import { messagesOf } from './send.ts'

describe('messagesOf', () => {
  const units = [
    { id: 7, cost: 50 },
    { id: 2, cost: 20 },
    { id: 9, cost: 10 },
    { id: 4, cost: 10 },
    { id: 1, cost: 5 },
    { id: 3, cost: 5 },
  ]

  it('cuts the units, in their order, into messages of about equal cost', () => {
    const messages = messagesOf('j', 10, units, 4)
    // A share is 25: the costliest unit is a message alone, the cheap ones share one.
    expect(messages.map((m) => m.units)).toEqual([[7], [2, 9], [4, 1, 3]])
    expect(messages.every((m) => m.job === 'j' && m.n === 10 && m.resumed === 0)).toBe(true)
    expect(messages.every((m) => m.check === undefined && m.cursor === undefined)).toBe(true)
  })

  it('holds every unit once, whatever the number of messages asked', () => {
    for (const count of [0, 1, 2, 3, 6, 100]) {
      const ids = messagesOf('j', 10, units, count).flatMap((m) => m.units)
      expect(ids, `${count} messages`).toEqual(units.map((u) => u.id))
    }
    expect(messagesOf('j', 10, units, 1)).toHaveLength(1)
    expect(messagesOf('j', 10, units, 100)).toHaveLength(units.length)
    expect(messagesOf('j', 10, [], 3)).toEqual([])
  })

  it('marks second counts', () => {
    expect(messagesOf('j', 10, units.slice(0, 2), 1, true)).toEqual([
      { job: 'j', n: 10, units: [7, 2], resumed: 0, check: true },
    ])
  })
})
