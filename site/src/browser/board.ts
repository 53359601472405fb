import { ApiError, requestSolutions, requestSolve } from './board-api.ts'
import { byId } from './dom.ts'
import {
  attackCounts,
  boardFromText,
  describeSummary,
  emptyBoard,
  encodeBoard,
  permalinkPath,
  queryForBoard,
  readBoardFromQuery,
  readBudgetFromQuery,
  summarize,
  toggleSquare,
} from '../common/board-state.ts'
import { bindCount } from './board-count.ts'
import { createBoardView } from './board-view.ts'
import { bindPermalinkPanel } from './permalink-panel.ts'

/**
 * @module
 * The interactive board at /solve/: wires the page's controls to one board array. `pinned` keeps
 * the queens placed by hand while the board shows an answer from the API, so that completing and
 * paging through solutions always start from what the user placed.
 */

const SOLUTIONS_PER_PAGE = 10

const grid = byId<HTMLElement>('board-grid')
const sizeSelect = byId<HTMLSelectElement>('board-n')
const completeButton = byId<HTMLButtonElement>('board-complete')
const continueButton = byId<HTMLButtonElement>('board-continue')
const clearButton = byId<HTMLButtonElement>('board-clear')
const previousButton = byId<HTMLButtonElement>('solutions-previous')
const nextButton = byId<HTMLButtonElement>('solutions-next')
const position = byId<HTMLElement>('solutions-position')
/** The largest n whose solutions the API lists within one request per page (set at build). */
const pagerMaxN = Number(byId<HTMLElement>('solutions-pager').dataset.maxN)
const summary = byId<HTMLElement>('board-summary')
const message = byId<HTMLElement>('board-message')
const permalinkPanel = bindPermalinkPanel()

const initial = readBoardFromQuery(location.search)
const budget = readBudgetFromQuery(location.search)
let board = initial.board
let pinned: Int32Array | undefined
let permalink: string | undefined
let solveCursor: string | undefined
let solutions: string[] = []
let solutionIndex = -1
let solutionsCursor: string | undefined
let solutionsFetched = false
/** Nodes the API has searched for this board's solutions so far, over every page. */
let searched = 0
let busy = false
const counter = bindCount(() => ({ placed: pinned ?? board, shown: board }), budget)

const view = createBoardView(grid, (row, col) => {
  if (busy) return
  // A hand-made change ends any answer on display: every queen is now the user's own.
  board = toggleSquare(board, row, col)
  forgetAnswers()
  say('')
  render()
})

sizeSelect.addEventListener('change', () => {
  board = emptyBoard(Number(sizeSelect.value))
  forgetAnswers()
  say('')
  render()
})

clearButton.addEventListener('click', () => {
  board = emptyBoard(board.length)
  forgetAnswers()
  say('Board cleared.')
  render()
})

// Each handler reports its own failures on the page (say), so nothing is left to await here.
completeButton.addEventListener('click', () => void complete(undefined))
continueButton.addEventListener('click', () => void complete(solveCursor))
nextButton.addEventListener('click', () => void moveThroughSolutions(1))
previousButton.addEventListener('click', () => void moveThroughSolutions(-1))

if (initial.error) say(`The link's board could not be read (${initial.error}); starting empty.`)
render()

function forgetAnswers(): void {
  pinned = undefined
  permalink = undefined
  solveCursor = undefined
  solutions = []
  solutionIndex = -1
  solutionsCursor = undefined
  solutionsFetched = false
  searched = 0
  counter.reset()
}

async function complete(cursor: string | undefined): Promise<void> {
  const base = pinned ?? board
  const before = summarize(base)
  if (before.conflicts.length > 0) {
    say('Impossible: some queens already attack each other (marked in red). Move them first.')
    return
  }
  await withBusy(async () => {
    const answer = await requestSolve(base, cursor, budget)
    solveCursor = undefined
    if (answer.status === 'solved' && answer.queens) {
      pinned = base
      board = boardFromText(answer.queens, base.length)
      permalink = answer.permalink
      const added = board.length - before.placed
      const yours = before.placed === 0 ? '' : ` to your ${before.placed}`
      say(
        `Solved: ${board.length} queens, none attacking another. Complete added ${added} ` +
          `${added === 1 ? 'queen' : 'queens'}${yours} (ringed in blue; ${answer.nodes} nodes searched).`,
      )
    } else if (answer.status === 'unsatisfiable') {
      say(
        `Impossible: no solution keeps ${before.placed === 1 ? 'this queen' : 'these queens'} ` +
          `where ${before.placed === 1 ? 'it is' : 'they are'} (the search was exhaustive).`,
      )
    } else {
      pinned = base
      solveCursor = answer.cursor
      say(`Not finished within the budget (${answer.nodes} nodes) — continue to search on.`)
    }
  })
}

/** One click, at most one request: the next page is asked for only when it is needed. */
async function moveThroughSolutions(by: 1 | -1): Promise<void> {
  await withBusy(async () => {
    const base = pinned ?? board
    let index = solutionIndex + by
    if (index >= solutions.length && (!solutionsFetched || solutionsCursor)) {
      pinned = base
      await fetchSolutions(base)
    }
    // After Complete the board on display can itself be the next solution: never show it twice.
    if (by > 0 && solutionIndex < 0 && solutions[index] === encodeBoard(board)) index++
    if (index >= solutions.length && solutionsCursor) {
      // The page's budget ran out before the next solution: say how far the search has come.
      say(
        `Searching for solution ${index + 1}: ${searched.toLocaleString('en-US')} nodes so far. ` +
          'Press Next to search on.',
      )
      return
    }
    if (solutions.length === 0) {
      say('There are no solutions with these queens.')
      return
    }
    index = Math.max(0, Math.min(index, solutions.length - 1))
    if (index === solutionIndex) {
      say(by > 0 ? 'That was the last solution.' : 'That was the first solution.')
      return
    }
    solutionIndex = index
    board = boardFromText(solutions[index], base.length)
    permalink = undefined
    say(`Showing solution ${index + 1}.`)
  })
}

async function fetchSolutions(base: Int32Array): Promise<void> {
  const page = await requestSolutions(base, SOLUTIONS_PER_PAGE, solutionsCursor)
  solutions = solutions.concat(page.solutions)
  solutionsCursor = page.status === 'partial' ? page.cursor : undefined
  solutionsFetched = true
  searched = page.progress?.nodes ?? searched + page.nodes
}

async function withBusy(work: () => Promise<void>): Promise<void> {
  if (busy) return
  busy = true
  grid.setAttribute('aria-busy', 'true')
  render()
  try {
    await work()
  } catch (error) {
    say(error instanceof ApiError ? `The API said: ${error.message}` : String(error))
  } finally {
    busy = false
    grid.removeAttribute('aria-busy')
    render()
  }
}

function say(text: string): void {
  message.textContent = text
  summary.hidden = text !== ''
}

/** Redraws everything from the board array (and the pinned queens, when an answer is shown). */
function render(): void {
  const added = new Set<number>()
  if (pinned) board.forEach((col, row) => col >= 0 && pinned![row] < 0 && added.add(row))
  const state = summarize(board)
  // A solved board has every empty square attacked: shading them all would read as a conflict.
  const attacks = state.solved ? new Uint8Array(board.length ** 2) : attackCounts(board)
  view.draw({ board, attacks, added })
  grid.classList.toggle('solved', state.solved)
  sizeSelect.value = String(board.length)
  summary.textContent = describeSummary(state)
  summary.classList.toggle('has-conflicts', state.conflicts.length > 0)
  // One status line: what the last action did replaces the board's summary while it is shown.
  summary.hidden = message.textContent !== ''
  completeButton.disabled = busy || state.solved
  continueButton.hidden = solveCursor === undefined
  continueButton.disabled = busy
  clearButton.disabled = busy
  const pageable = board.length <= pagerMaxN
  nextButton.disabled =
    busy ||
    !pageable ||
    (solutionsFetched && solutionIndex >= solutions.length - 1 && !solutionsCursor)
  previousButton.disabled = busy || !pageable || solutionIndex <= 0
  const of = solutionsFetched && !solutionsCursor ? ` of ${solutions.length}` : ''
  position.textContent = !pageable
    ? `Stepping through solutions goes up to n = ${pagerMaxN}.`
    : solutionIndex >= 0
      ? `Solution ${solutionIndex + 1}${of}`
      : ''
  history.replaceState(null, '', location.pathname + queryForBoard(board, budget))
  permalinkPanel.show(state.placed > 0 ? (permalink ?? permalinkPath(board)) : undefined)
}
