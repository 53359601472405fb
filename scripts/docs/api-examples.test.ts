import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { useBundledApp } from '../../test/node/worker-cpu.ts'
import { API_DOC, withLiveAnswers } from './api-examples.ts'

describe("docs/api.md's examples", () => {
  const app = useBundledApp()

  it('show the answers the Worker gives now (npm run docs:api rewrites them)', async () => {
    const doc = readFileSync(API_DOC, 'utf8')
    expect(doc.match(/^# \{/gm)?.length).toBeGreaterThanOrEqual(5)
    expect(await withLiveAnswers(doc, app())).toBe(doc)
  }, 60_000)
})
