/**
 * @module
 * Draws the board as a grid of buttons, one per square, and moves focus with the arrow keys (a
 * roving tabindex: the board is one Tab stop, the arrows move inside it).
 */

export interface BoardPicture {
  board: Int32Array
  /** Attackers per square, from `attackCounts`. */
  attacks: Uint8Array
  /** Rows whose queen was added by the API rather than placed by hand. */
  added: ReadonlySet<number>
}

export interface BoardView {
  draw(picture: BoardPicture): void
}

/** Builds the squares inside `grid` and calls `onPick(row, col)` when one is clicked. */
export function createBoardView(
  grid: HTMLElement,
  onPick: (row: number, col: number) => void,
): BoardView {
  let size = 0
  let focusIndex = 0
  let squares: HTMLButtonElement[] = []

  function rebuild(n: number): void {
    size = n
    focusIndex = Math.min(focusIndex, n * n - 1)
    grid.style.setProperty('--n', String(n))
    grid.setAttribute('aria-label', `Board, ${n} by ${n}`)
    squares = []
    const fragment = document.createDocumentFragment()
    for (let row = 0; row < n; row++) {
      for (let col = 0; col < n; col++) {
        const square = document.createElement('button')
        square.type = 'button'
        square.className = (row + col) % 2 === 0 ? 'square light' : 'square dark'
        square.dataset.row = String(row)
        square.dataset.col = String(col)
        square.tabIndex = row * n + col === focusIndex ? 0 : -1
        squares.push(square)
        fragment.append(square)
      }
    }
    grid.replaceChildren(fragment)
  }

  grid.addEventListener('click', (event) => {
    const square = (event.target as HTMLElement).closest<HTMLButtonElement>('button.square')
    if (!square) return
    const row = Number(square.dataset.row)
    const col = Number(square.dataset.col)
    moveFocus(row * size + col, false)
    onPick(row, col)
  })

  grid.addEventListener('keydown', (event) => {
    const row = Math.floor(focusIndex / size)
    const col = focusIndex % size
    const target = keyTarget(event.key, row, col, size)
    if (target === undefined) return
    event.preventDefault()
    moveFocus(target, true)
  })

  function moveFocus(index: number, focus: boolean): void {
    squares[focusIndex]?.setAttribute('tabindex', '-1')
    focusIndex = index
    squares[index].setAttribute('tabindex', '0')
    if (focus) squares[index].focus()
  }

  return {
    draw({ board, attacks, added }) {
      const n = board.length
      if (n !== size) rebuild(n)
      for (let row = 0; row < n; row++) {
        for (let col = 0; col < n; col++) {
          const square = squares[row * n + col]
          const queen = board[row] === col
          const attackers = attacks[row * n + col]
          square.classList.toggle('queen', queen)
          square.classList.toggle('added', queen && added.has(row))
          square.classList.toggle('attacked', !queen && attackers > 0)
          square.classList.toggle('conflict', queen && attackers > 0)
          square.textContent = queen ? '♛' : ''
          square.setAttribute('aria-label', squareLabel(row, col, queen, attackers, added.has(row)))
        }
      }
    },
  }
}

function squareLabel(
  row: number,
  col: number,
  queen: boolean,
  attackers: number,
  added: boolean,
): string {
  const where = `Row ${row + 1}, column ${col + 1}`
  if (queen) {
    const who = added ? 'queen (completed)' : 'queen'
    return attackers > 0 ? `${where}: ${who}, in conflict` : `${where}: ${who}`
  }
  return attackers > 0 ? `${where}: empty, attacked` : `${where}: empty`
}

/** The square index an arrow, Home or End key moves to, or undefined for other keys. */
function keyTarget(key: string, row: number, col: number, n: number): number | undefined {
  switch (key) {
    case 'ArrowUp':
      return Math.max(row - 1, 0) * n + col
    case 'ArrowDown':
      return Math.min(row + 1, n - 1) * n + col
    case 'ArrowLeft':
      return row * n + Math.max(col - 1, 0)
    case 'ArrowRight':
      return row * n + Math.min(col + 1, n - 1)
    case 'Home':
      return row * n
    case 'End':
      return row * n + n - 1
    default:
      return undefined
  }
}
