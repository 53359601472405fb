import { InvalidInputError, verifyPlacement, type Verification } from '@nqueens/core'
import {
  embedCharts,
  applySelection,
  isChartId,
  readSelection,
  type Chart,
} from '@nqueens/charts/embeds'
import { selectionTitle } from '@nqueens/charts/chart-selection'
import { loadBoard, type NamedBoard } from '../../lib/permalinks/load-board.ts'
import type { PolicyVars } from '../../lib/budget/policy.ts'
import { ProblemError } from '../../lib/http/problem.ts'
import { canonicalPath } from '../../lib/permalinks/board-links.ts'
import { quoteSent } from '../../lib/http/sent.ts'

/**
 * The page an oEmbed `url` names, on this origin only: a chart's page
 * (`/charts/time-vs-n/?algorithms=…&to=14`) or its frame (`/embed/time-vs-n/…`), or a board's permalink (`/s/8/47382516`, its image and
 * text forms, or its embed). Anything else, and any other origin, is a 404 problem: the Worker
 * never fetches a page, it only reads the URL.
 */
export type EmbedTarget =
  | {
      kind: 'chart'
      chart: Chart
      /** The chart's title, naming the chosen series and range of n, as the page's og:title. */
      title: string
      query: string
      theme?: 'light' | 'dark'
    }
  | { kind: 'board'; board: NamedBoard; verification: Verification; path: string }

export function resolveEmbedUrl(text: string, origin: string, env: PolicyVars): EmbedTarget {
  const url = URL.canParse(text) ? new URL(text) : undefined
  if (!url || !/^https?:$/.test(url.protocol)) {
    throw new InvalidInputError('url', 'must be an absolute http(s) URL of a chart or board page')
  }
  if (url.origin !== origin) {
    throw new ProblemError(
      'not-found',
      `is on ${url.origin}; this provider embeds only its own pages on ${origin}`,
      'url',
    )
  }
  const chart = /^\/(?:charts|embed)\/([a-z0-9-]+)\/?$/.exec(url.pathname)
  if (chart) return resolveChart(chart[1], url.searchParams)
  const board = /^\/s\/([^/]+)\/([^/]+?)(?:\.(?:svg|png|txt)|\/embed)?$/.exec(url.pathname)
  if (board) return resolveBoard(board[1], board[2], env)
  throw new ProblemError(
    'not-found',
    `${quoteSent(url.pathname)} is not an embeddable page; charts are /charts/<chart>/ (their frames /embed/<chart>/) and boards /s/<n>/<queens>`,
    'url',
  )
}

function resolveChart(id: string, query: URLSearchParams): EmbedTarget {
  if (!isChartId(id)) {
    throw new ProblemError(
      'not-found',
      `there is no chart ${JSON.stringify(quoteSent(id))}; the charts are ${Object.keys(embedCharts()).join(', ')}`,
      'url',
    )
  }
  const result = readSelection(query, embedCharts()[id])
  if (!result.ok) {
    throw new InvalidInputError('url', `its ${result.parameter} ${result.detail}`)
  }
  const theme = query.get('theme')
  const kept = new URLSearchParams()
  for (const name of ['algorithms', 'from', 'to'] as const) {
    const value = query.get(name)
    if (value !== null) kept.set(name, value)
  }
  if (theme === 'light' || theme === 'dark') kept.set('theme', theme)
  return {
    kind: 'chart',
    chart: applySelection(embedCharts()[id], result.selection),
    title: selectionTitle(embedCharts()[id], result.selection),
    query: kept.size ? `?${kept.toString().replaceAll('%2C', ',')}` : '',
    theme: theme === 'light' || theme === 'dark' ? theme : undefined,
  }
}

function resolveBoard(nText: string, boardText: string, env: PolicyVars): EmbedTarget {
  let board: NamedBoard
  try {
    board = loadBoard(decode(nText), decode(boardText), env)
  } catch (error) {
    if (error instanceof InvalidInputError) {
      throw new InvalidInputError('url', `names no board: its ${error.parameter} ${error.detail}`)
    }
    throw error
  }
  const path = canonicalPath(board, boardText)
  return { kind: 'board', board, verification: verifyPlacement(board.queens), path }
}

function decode(segment: string): string {
  try {
    return decodeURIComponent(segment)
  } catch {
    throw new InvalidInputError('url', 'has a broken percent-escape in its path')
  }
}
