import { ApiError, requestCount, type CountAnswer } from './board-api.ts'
import { byId } from './dom.ts'

/**
 * @module
 * The "Count the solutions" panel of /solve/: counts the completions of the queens the user placed
 * (never of an answer on display), following the API's cursor for up to `REQUESTS_PER_CLICK`
 * requests per click, then offering to count on from where it stopped.
 */

/** Requests one click may make before it asks the user whether to go on. */
const REQUESTS_PER_CLICK = 8

export interface CountPanel {
  /** The queens changed: any count on display belongs to another board. */
  reset(): void
}

export function bindCount(placed: () => Int32Array, budget: number | undefined): CountPanel {
  const startButton = byId<HTMLButtonElement>('count-start')
  const onButton = byId<HTMLButtonElement>('count-on')
  const result = byId<HTMLElement>('count-result')
  let cursor: string | undefined
  let base: Int32Array | undefined
  let requests = 0
  let nodes = 0
  let busy = false

  startButton.addEventListener('click', () => {
    base = placed()
    cursor = undefined
    requests = 0
    nodes = 0
    void run()
  })
  onButton.addEventListener('click', () => void run())

  async function run(): Promise<void> {
    if (busy || !base) return
    busy = true
    startButton.disabled = onButton.disabled = true
    result.textContent = 'Counting…'
    try {
      let answer: CountAnswer
      let asked = 0
      do {
        answer = await requestCount(base, cursor, budget)
        cursor = answer.status === 'partial' ? answer.cursor : undefined
        requests++
        nodes += answer.nodes
      } while (cursor && ++asked < REQUESTS_PER_CLICK)
      result.textContent = describeCount(answer, { requests, nodes })
    } catch (error) {
      cursor = undefined
      result.textContent =
        error instanceof ApiError ? `The API said: ${error.message}` : String(error)
    } finally {
      busy = false
      startButton.disabled = onButton.disabled = false
      onButton.hidden = cursor === undefined
    }
  }

  return {
    reset() {
      if (busy) return
      base = cursor = undefined
      onButton.hidden = true
      result.textContent = ''
    },
  }
}

/** What a count answer means, in a sentence: complete, partial so far, or queens in conflict. */
function describeCount(answer: CountAnswer, spent: { requests: number; nodes: number }): string {
  const total = BigInt(answer.total).toLocaleString('en-US')
  const nodes = spent.nodes.toLocaleString('en-US')
  const over = `${spent.requests} ${spent.requests === 1 ? 'request' : 'requests'}`
  if (answer.conflicts?.length) {
    const pairs = answer.conflicts.map(([r1, c1, r2, c2]) => `${r1}:${c1} and ${r2}:${c2}`)
    return `0 solutions: the queens at ${pairs.join('; ')} attack each other.`
  }
  const keep =
    answer.placed === 0
      ? `${answer.n}×${answer.n} board in all`
      : `${answer.placed === 1 ? 'queen' : `${answer.placed} queens`} where ${answer.placed === 1 ? 'it is' : 'they are'}`
  if (answer.status === 'partial') {
    return `${total} solutions found so far (${nodes} nodes over ${over}); count on to finish.`
  }
  const noun = answer.total === '1' ? 'solution' : 'solutions'
  const verb =
    answer.placed === 0
      ? `on the ${keep}`
      : `${answer.total === '1' ? 'keeps' : 'keep'} your ${keep}`
  return `${total} ${noun} ${verb} (exact, ${nodes} nodes over ${over}).`
}
