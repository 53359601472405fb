import { describe, expect, it } from 'vitest'
import { InvalidInputError } from '../errors.ts'
import { MAX_TEXT_RENDER_N, renderRows, renderSpaced } from './render-text.ts'

describe('renderRows', () => {
  it('draws Q and dots, one line per row', () => {
    expect(renderRows([3, 6, 2, 7, 1, 4, 0, 5]).split('\n')).toEqual([
      '...Q....',
      '......Q.',
      '..Q.....',
      '.......Q',
      '.Q......',
      '....Q...',
      'Q.......',
      '.....Q..',
    ])
  })

  it('prints an empty row as all dots', () => {
    expect(renderRows(Int32Array.of(0, -1, 2))).toBe('Q..\n...\n..Q')
  })

  it('refuses columns outside the board and boards too large to print', () => {
    expect(() => renderRows([0, 3, 1])).toThrow(InvalidInputError)
    expect(() => renderRows(new Int32Array(MAX_TEXT_RENDER_N + 1))).toThrow(/at most 1000/)
  })
})

describe('renderSpaced', () => {
  it('puts a space before every square', () => {
    expect(renderSpaced([1, 3, 0, 2])).toBe(' . Q . .\n . . . Q\n Q . . .\n . . Q .')
    expect(renderSpaced([-1, 0])).toBe(' . .\n Q .')
  })
})
