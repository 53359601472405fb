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

/** The queens the user placed, and the board on display (theirs, or an answer holding them). */
export interface CountBoards {
  placed: Int32Array
  shown: Int32Array
}

export function bindCount(boards: () => CountBoards, budget: number | undefined): CountPanel {
  const startButton = byId<HTMLButtonElement>('count-start')
  const onButton = byId<HTMLButtonElement>('count-on')
  const result = byId<HTMLElement>('count-result')
  let cursor: string | undefined
  let base: Int32Array | undefined
  /** Queens on display that the user did not place (Complete's, a solution's), when counting. */
  let extra = 0
  let requests = 0
  let nodes = 0
  let busy = false

  startButton.addEventListener('click', () => {
    const { placed, shown } = boards()
    base = placed
    extra = queensOn(shown) - queensOn(placed)
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
      result.textContent = describeCount(answer, { requests, nodes }) + showing(answer, extra)
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

function queensOn(board: Int32Array): number {
  return board.filter((col) => col >= 0).length
}

/**
 * When the board on display holds more queens than the user placed (after Complete, or while
 * stepping through solutions), why the count is not 1: it counts the user's queens only.
 */
function showing(answer: CountAnswer, extra: number): string {
  if (extra <= 0 || answer.status === 'partial' || answer.conflicts?.length) return ''
  const added = `${extra} ${extra === 1 ? 'queen' : 'queens'}`
  return answer.placed === 0
    ? ` The board shows one of them.`
    : ` The board shows one of them: your ${answer.placed === 1 ? 'queen' : `${answer.placed} queens`} and ${added} added to ${answer.placed === 1 ? 'it' : 'them'}.`
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
