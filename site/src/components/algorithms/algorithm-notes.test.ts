import { describe, expect, it } from 'vitest'
import { COUNTER_NOTES, FINDER_NOTES, splitJapanese } from './algorithm-notes.ts'

describe('algorithm sources', () => {
  const sources = [...Object.values(COUNTER_NOTES), ...Object.values(FINDER_NOTES)].map(
    (note) => note.source,
  )

  it('follow every Japanese title with a romanized one, readable without a Japanese font', () => {
    const japanese = sources.filter((source) => splitJapanese(source).some((run) => run.ja))
    expect(japanese.length).toBeGreaterThan(0)
    for (const source of japanese) {
      // The first Japanese run is followed by a parenthesis that opens with Latin words.
      expect(source, source).toMatch(/^[^(]*\((N kuīn, (zenpen|kōhen)|Shimizu & Hayashi)\b/)
    }
  })

  it('splits Japanese runs from the rest', () => {
    expect(splitJapanese('清水・林 ① (Shimizu & Hayashi)')).toEqual([
      { text: '清水・林', ja: true },
      { text: ' ', ja: false },
      { text: '①', ja: true },
      { text: ' (Shimizu & Hayashi)', ja: false },
    ])
  })
})
