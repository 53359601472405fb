import {
  decodeTrace,
  describeEvent,
  replay,
  type CompactEvent,
} from '../common/algorithms-trace.ts'
import { pick } from './dom.ts'

/**
 * @module
 * Plays the precomputed backtracking trace on the algorithms page: play, pause, step back and
 * forward, restart, a speed slider and a choice of n. The board shown is always `replay(events,
 * n, position)`, so stepping back is as exact as stepping forward.
 */

/** Milliseconds between events for each position of the speed slider (1 = slowest). */
const DELAYS = [1000, 500, 250, 120, 60, 30, 12, 4]

for (const root of document.querySelectorAll<HTMLElement>('[data-animation]')) animate(root)

function animate(root: HTMLElement): void {
  const sizeSelect = pick<HTMLSelectElement>(root, '[data-size]')
  const backButton = pick<HTMLButtonElement>(root, '[data-back]')
  const playButton = pick<HTMLButtonElement>(root, '[data-play]')
  const forwardButton = pick<HTMLButtonElement>(root, '[data-forward]')
  const restartButton = pick<HTMLButtonElement>(root, '[data-restart]')
  const speed = pick<HTMLInputElement>(root, '[data-speed]')
  const boardView = pick<HTMLElement>(root, '[data-board]')
  const positionText = pick<HTMLElement>(root, '[data-position]')
  const statusText = pick<HTMLElement>(root, '[data-status]')
  const solutionsText = pick<HTMLElement>(root, '[data-solutions]')

  let n = 0
  let events: CompactEvent[] = []
  let position = 0
  let timer: ReturnType<typeof setTimeout> | undefined
  let cells: HTMLElement[] = []

  function load(size: number): void {
    const trace = root.querySelector<HTMLElement>(`[data-events="${size}"]`)
    if (!trace) throw new Error(`No trace for n = ${size}`)
    n = size
    events = decodeTrace(trace.dataset.trace ?? '')
    position = 0
    boardView.style.setProperty('--n', String(n))
    cells = Array.from({ length: n * n }, (_, i) => {
      const cell = document.createElement('div')
      const row = Math.floor(i / n)
      cell.className = `cell ${(row + (i % n)) % 2 === 0 ? 'light' : 'dark'}`
      return cell
    })
    boardView.replaceChildren(...cells)
    draw()
  }

  function draw(): void {
    const shown = replay(events, n, position)
    const last = shown.last
    for (let i = 0; i < cells.length; i++) {
      const row = Math.floor(i / n)
      const col = i % n
      const cell = cells[i]
      const here = last !== undefined && last.row === row && last.col === col
      cell.classList.remove('current', 'place', 'conflict', 'remove', 'solution')
      if (here) cell.classList.add('current', last.kind)
      cell.textContent = shown.board[row] === col || (here && last.kind === 'remove') ? '♛' : ''
      if (here && last.kind === 'conflict') cell.textContent = '✕'
    }
    boardView.classList.toggle('solved', last?.kind === 'solution')
    boardView.setAttribute('aria-label', describeBoard(shown.board))
    positionText.textContent = `Step ${position} of ${events.length}`
    statusText.textContent = describeEvent(last, shown.solutions)
    solutionsText.textContent = `Solutions found: ${shown.solutions}`
    backButton.disabled = position === 0
    forwardButton.disabled = position === events.length
  }

  function describeBoard(board: Int32Array): string {
    const queens = [...board].flatMap((col, row) =>
      col >= 0 ? [`row ${row + 1} column ${col + 1}`] : [],
    )
    return queens.length === 0 ? 'The empty board' : `Queens at ${queens.join(', ')}`
  }

  function go(to: number): void {
    position = Math.max(0, Math.min(to, events.length))
    draw()
  }

  function play(): void {
    if (position === events.length) position = 0
    playButton.textContent = 'Pause'
    // Announcing every event while playing would drown a screen reader; stepping by hand speaks.
    statusText.setAttribute('aria-live', 'off')
    const tick = () => {
      go(position + 1)
      if (position === events.length) pause()
      else timer = setTimeout(tick, DELAYS[Number(speed.value) - 1])
    }
    timer = setTimeout(tick, DELAYS[Number(speed.value) - 1])
  }

  function pause(): void {
    clearTimeout(timer)
    timer = undefined
    playButton.textContent = 'Play'
    statusText.setAttribute('aria-live', 'polite')
  }

  playButton.addEventListener('click', () => (timer === undefined ? play() : pause()))
  forwardButton.addEventListener('click', () => {
    pause()
    go(position + 1)
  })
  backButton.addEventListener('click', () => {
    pause()
    go(position - 1)
  })
  restartButton.addEventListener('click', () => {
    pause()
    go(0)
  })
  sizeSelect.addEventListener('change', () => {
    pause()
    load(Number(sizeSelect.value))
  })

  load(Number(sizeSelect.value))
}
