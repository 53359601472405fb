import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import {
  carries,
  exportedNames,
  exportedNamesIn,
  readGlossary,
  staleEntries,
  unlistedNames,
  wordsOf,
} from './glossary-names.ts'

const ROOT = fileURLToPath(new URL('../../', import.meta.url))
const GLOSSARY = readGlossary(readFileSync(`${ROOT}docs/glossary.md`, 'utf8'))

/**
 * Names that carry a glossary word as another thing's name and keep it: the platform's words, as
 * the platform spells them, and a function whose source text is served. Each says why.
 */
const KEPT_NAMES: { word: string; name: string; why: string }[] = [
  { word: 'node', name: 'requestNodeGpuEngine', why: 'Node.js, the runtime' },
  { word: 'message', name: 'PoolMessage', why: "a worker thread's postMessage" },
  { word: 'message', name: 'EMBED_MESSAGE', why: "the embed's window.postMessage" },
  {
    word: 'report',
    name: 'reportEmbedHeight',
    why: "an embed tells its host its height; the Worker serves this function's source as the embeds' script, name and all (functions/src/resources/boards/assets.ts)",
  },
]

describe('the glossary', () => {
  it('defines the words it promises, each with its files', () => {
    const words = GLOSSARY.map(({ word }) => word)
    for (const word of ['step', 'pass', 'partial', 'progress', 'share', 'done', 'unit', 'frame']) {
      expect(words).toContain(word)
    }
    for (const { usedIn } of GLOSSARY) {
      for (const entry of usedIn)
        expect(entry).toMatch(/^(core|functions|site|charts|design|images)\//)
    }
  })

  it('lists every file that exports a name carrying one of its words', () => {
    const names = exportedNamesIn(ROOT)
    // The scan sees the sources: core's public functions are among them.
    expect(names).toContainEqual({ name: 'encodeCursor', file: 'core/src/cursor.ts' })
    const unlisted = unlistedNames(GLOSSARY, names).filter(
      ({ word, name }) => !KEPT_NAMES.some((p) => p.word === word && p.name === name),
    )
    expect(unlisted).toEqual([])
  })

  it('lists no file that exports no name carrying the word', () => {
    expect(staleEntries(GLOSSARY, exportedNamesIn(ROOT))).toEqual([])
  })

  it('keeps no kept name that the sources no longer export', () => {
    const names = exportedNamesIn(ROOT)
    for (const { word, name } of KEPT_NAMES) {
      expect(
        names.some((n) => n.name === name && carries(name, word)),
        name,
      ).toBe(true)
    }
  })
})

describe('the glossary check', () => {
  const table = [
    '| word | means | used in |',
    '| ---- | ----- | ------- |',
    '| **step** | one budgeted request | `functions/src/step/`, `core/src/x.ts` |',
    '| **c8, c4** | orbits by size | `core/src/count/*.ts` |',
  ].join('\n')

  it('reads each bold word of a row with the files of its last column', () => {
    expect(readGlossary(table)).toEqual([
      { word: 'step', usedIn: ['functions/src/step/', 'core/src/x.ts'] },
      { word: 'c8', usedIn: ['core/src/count/*.ts'] },
      { word: 'c4', usedIn: ['core/src/count/*.ts'] },
    ])
  })

  it('cuts names into words, and finds a word among them, plural too', () => {
    expect(wordsOf('UnitToCount')).toEqual(['unit', 'to', 'count'])
    expect(wordsOf('MAX_CURSOR_LENGTH')).toEqual(['max', 'cursor', 'length'])
    expect(wordsOf('found8')).toEqual(['found8'])
    expect(carries('traceSteps', 'step')).toBe(true)
    expect(carries('TraceEvent', 'trace event')).toBe(true)
    expect(carries('stepper', 'step')).toBe(false)
    expect(carries('passed', 'pass')).toBe(false)
  })

  it('fails for a name carrying a word in a file its row does not list', () => {
    const source = 'export type Step = number\nexport function walkStepLeft() {}\n'
    const planted = exportedNames(source, 'core/src/board/trace.ts')
    expect(unlistedNames(readGlossary(table), planted)).toEqual([
      { word: 'step', name: 'Step', file: 'core/src/board/trace.ts' },
      { word: 'step', name: 'walkStepLeft', file: 'core/src/board/trace.ts' },
    ])
    const listed = exportedNames(source, 'functions/src/step/step.ts')
    expect(unlistedNames(readGlossary(table), listed)).toEqual([])
  })

  it('fails for a listed file that exports no name carrying the word', () => {
    const names = exportedNames('export const stepFields = []\n', 'functions/src/step/step.ts')
    expect(staleEntries(readGlossary(table), names)).toEqual([
      { word: 'step', entry: 'core/src/x.ts' },
      { word: 'c8', entry: 'core/src/count/*.ts' },
      { word: 'c4', entry: 'core/src/count/*.ts' },
    ])
  })

  it('holds what a module defines, not what it re-exports or keeps as @deprecated', () => {
    const source = [
      "export { Step } from './trace.ts'",
      'const local = 1',
      'export { local as stepCount }',
      '/** @deprecated Use TraceEvent. */',
      'export type Step = TraceEvent',
      'export const [a, b] = [1, 2]',
      'export default function stepDefault() {}',
    ].join('\n')
    expect(exportedNames(source, 'x.ts').map(({ name }) => name)).toEqual([
      'stepCount',
      'stepDefault',
    ])
  })
})
