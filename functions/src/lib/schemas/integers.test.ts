import { describe, expect, it } from 'vitest'
import { getJson } from '../../../test/helpers.ts'

/**
 * Whole-number parameters are integers in the contract (so generated clients send numbers), and
 * URLs written by hand are read strictly: digits only, a leading zero allowed; anything else
 * is a 400 naming the parameter. A parameter whose range is its own states it the same way for a
 * value below it and above it.
 */
describe('whole numbers in URLs', () => {
  it('reads digits, with leading zeros, as the number they spell', async () => {
    const { response, body } = await getJson('/api/count?n=08&budget=0100000')
    expect(response.status).toBe(200)
    expect(body).toMatchObject({ n: 8, total: '92', budget: { requested: 100000 } })
  })

  it('refuses signs, exponents, spaces, fractions and words, naming the parameter', async () => {
    for (const text of ['abc', '1e3', '+8', '-8', '8.0', '%208', '0x8', 'Infinity']) {
      const { response, body } = await getJson(`/api/solutions?n=8&limit=${text}`)
      expect(response.status, text).toBe(400)
      expect(body, text).toMatchObject({ parameter: 'limit' })
      expect(body.detail, text).toBe('must be an integer from 1 to 100, written in digits, like 10')
    }
  })

  it('states one range for a value below it and above it', async () => {
    const cases: [string, string, string][] = [
      ['/api/solutions?n=8&limit=', 'limit', 'must be an integer from 1 to 100, got '],
      ['/api/count?n=8&budget=', 'budget', 'must be an integer from 1 to 999999999999999, got '],
      ['/api/solve?n=8&method=mrv&seed=', 'seed', 'must be an integer from 0 to 4294967295, got '],
    ]
    const values: Record<string, [string, string]> = {
      limit: ['0', '101'],
      budget: ['0', '1000000000000000'],
      seed: ['4294967296', '99999999999'],
    }
    for (const [path, parameter, detail] of cases) {
      for (const value of values[parameter]) {
        const { response, body } = await getJson(`${path}${value}`)
        expect(response.status, path + value).toBe(400)
        expect(body, path + value).toMatchObject({ parameter, detail: `${detail}${value}` })
      }
    }
  })
})
