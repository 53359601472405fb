/**
 * @module
 * A binary min-heap of (time, slot) events, for the schedule model: the invocation that runs out of
 * work first takes the next task first, as on a GPU whose invocations all step at one pace.
 */
export class EventHeap {
  private times: number[] = []
  private slots: number[] = []

  get size(): number {
    return this.times.length
  }

  push(time: number, slot: number): void {
    const { times, slots } = this
    let i = times.length
    times.push(time)
    slots.push(slot)
    while (i > 0) {
      const parent = (i - 1) >> 1
      if (!before(times[i], slots[i], times[parent], slots[parent])) break
      swap(times, slots, i, parent)
      i = parent
    }
  }

  /** The earliest event (the lower slot first at one time), removed. */
  pop(): [time: number, slot: number] {
    const { times, slots } = this
    const top: [number, number] = [times[0], slots[0]]
    const lastTime = times.pop()!
    const lastSlot = slots.pop()!
    if (times.length > 0) {
      times[0] = lastTime
      slots[0] = lastSlot
      let i = 0
      for (;;) {
        const left = 2 * i + 1
        const right = left + 1
        let least = i
        if (left < times.length && before(times[left], slots[left], times[least], slots[least]))
          least = left
        if (right < times.length && before(times[right], slots[right], times[least], slots[least]))
          least = right
        if (least === i) break
        swap(times, slots, i, least)
        i = least
      }
    }
    return top
  }
}

function before(t1: number, s1: number, t2: number, s2: number): boolean {
  return t1 < t2 || (t1 === t2 && s1 < s2)
}

function swap(times: number[], slots: number[], i: number, j: number): void {
  ;[times[i], times[j]] = [times[j], times[i]]
  ;[slots[i], slots[j]] = [slots[j], slots[i]]
}
