import { describe, expect, it } from 'vitest'
import {
  addResidues,
  checkResidues,
  RESIDUE_PRIMES,
  residuesOf,
  residuesOfProduct,
} from './residues.ts'
import { combineUnits, CountCheckError } from './combine.ts'
import { getSplit } from './split.ts'

describe('residues', () => {
  it('of a product equal those of the exact bigint product, past 2^53', () => {
    const cases: [number, number][] = [
      [8, 11],
      [8, 2 ** 52 + 1],
      [2_147_483_646, 2_147_483_645],
      [Number.MAX_SAFE_INTEGER, Number.MAX_SAFE_INTEGER - 2],
    ]
    for (const [a, b] of cases) {
      expect(residuesOfProduct(a, b)).toEqual(residuesOf(BigInt(a) * BigInt(b)))
    }
  })

  it('catch a product that lost its last digits as a float', () => {
    const exact = 8n * BigInt(2 ** 52 + 1)
    const rounded = BigInt(8 * (2 ** 52 + 1))
    expect(checkResidues(exact, residuesOfProduct(8, 2 ** 52 + 1))).toBe(true)
    expect(checkResidues(rounded + 1n, residuesOfProduct(8, 2 ** 52 + 1))).toBe(false)
  })

  it('add as the counts add', () => {
    const sum = addResidues(residuesOf(10n ** 18n), residuesOf(5n * 10n ** 17n))
    expect(sum).toEqual(residuesOf(15n * 10n ** 17n))
    expect(RESIDUE_PRIMES).toHaveLength(sum.length)
  })
})

describe('combineUnits with residues', () => {
  const split = getSplit('constellation')
  const units = split.plan(10).map(({ id }) => split.count(10, id))

  it('accepts units whose totals match their residues', () => {
    expect(combineUnits(units)).toMatchObject({ total: 724n, unique: 92n })
  })

  it('refuses a unit whose total changed on its way', () => {
    const changed = units.map((u, i) => (i === 3 ? { ...u, total: u.total + 1n } : u))
    expect(() => combineUnits(changed)).toThrow(CountCheckError)
  })
})
