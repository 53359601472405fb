import { verifyPlacement } from '../board/verify.ts'

/**
 * The slow, obviously correct count the tests hold every counter against: every permutation of
 * the columns (one queen per row and per column), each verified by `verifyPlacement`. n! boards,
 * so only for small n. Used by tests only.
 *
 * @example
 * countByPermutations(6) // 4n
 */
export function countByPermutations(n: number): bigint {
  const board = Array.from({ length: n }, (_, i) => i)
  let total = 0n
  const permute = (row: number): void => {
    if (row === n) {
      if (verifyPlacement(board).valid) total++
      return
    }
    for (let i = row; i < n; i++) {
      ;[board[row], board[i]] = [board[i], board[row]]
      permute(row + 1)
      ;[board[row], board[i]] = [board[i], board[row]]
    }
  }
  permute(0)
  return total
}
