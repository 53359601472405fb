/**
 * @module
 * A chart with chosen series: which algorithms, and for line charts which range of n. The choice
 * lives in the embed page's URL (`/embed/time-vs-n/?algorithms=bitmask,constellation&to=14`), so
 * the link is the state. The embed page, the dashboard's snippet builder and the Worker's oEmbed
 * answers read and write it with these functions, so they agree on what a URL means.
 */
import type { Chart } from './charts-data.ts'

export interface ChartSelection {
  /** Series (or bar) keys to keep, in the chart's own order; undefined keeps every one. */
  algorithms?: string[]
  /** Smallest and largest x (n) to keep, inclusive; line charts only. */
  from?: number
  to?: number
}

export type SelectionResult =
  | { ok: true; selection: ChartSelection }
  | { ok: false; parameter: 'algorithms' | 'from' | 'to'; detail: string }

/** The keys a chart can show: its series, or its bars. */
export function chartKeys(chart: Chart): string[] {
  return chart.kind === 'line' ? chart.series.map((s) => s.key) : chart.bars.map((b) => b.key)
}

/**
 * Reads `algorithms`, `from` and `to` from a query, validated against the chart: unknown keys, a
 * range past the data, or a choice that leaves nothing to draw are refused with the parameter.
 *
 * @example
 * readSelection(new URLSearchParams('algorithms=bitmask&to=14'), chart)
 * // { ok: true, selection: { algorithms: ['bitmask'], to: 14 } }
 */
export function readSelection(query: URLSearchParams, chart: Chart): SelectionResult {
  const selection: ChartSelection = {}
  const keys = chartKeys(chart)
  const listed = query.get('algorithms')
  if (listed !== null) {
    const asked = listed.split(',').filter((key) => key !== '')
    const unknown = asked.find((key) => !keys.includes(key))
    if (unknown !== undefined) {
      return fail('algorithms', `${quote(unknown)} is not on this chart; it has ${keys.join(', ')}`)
    }
    if (asked.length === 0)
      return fail('algorithms', `names none; this chart has ${keys.join(', ')}`)
    selection.algorithms = keys.filter((key) => asked.includes(key))
  }
  for (const end of ['from', 'to'] as const) {
    const text = query.get(end)
    if (text === null) continue
    if (chart.kind !== 'line') return fail(end, 'applies to line charts only')
    if (!/^[0-9]{1,9}$/.test(text)) return fail(end, `must be a whole number, got ${quote(text)}`)
    selection[end] = Number(text)
  }
  if (selection.from !== undefined && selection.to !== undefined && selection.from > selection.to) {
    return fail('from', `is past to (${selection.from} > ${selection.to})`)
  }
  const chosen = applySelection(chart, selection)
  if (chosen.kind === 'line' && chosen.series.every((s) => s.points.length === 0)) {
    return fail(
      selection.from !== undefined ? 'from' : 'to',
      'leaves no measured point of the chosen algorithms',
    )
  }
  return { ok: true, selection }
}

/** The chart with only the chosen series and points; the summary says what was chosen. */
export function applySelection(chart: Chart, selection: ChartSelection): Chart {
  const keep = (key: string) => !selection.algorithms || selection.algorithms.includes(key)
  const note = describeSelection(chart, selection)
  if (chart.kind === 'bar') {
    const bars = chart.bars
      .map((bar, i) => ({ ...bar, colorIndex: bar.colorIndex ?? i }))
      .filter((bar) => keep(bar.key))
    return { ...chart, bars, summary: note ? `${chart.summary} ${note}` : chart.summary }
  }
  const inRange = (x: number) =>
    (selection.from === undefined || x >= selection.from) &&
    (selection.to === undefined || x <= selection.to)
  const series = chart.series
    .map((s, i) => ({ ...s, colorIndex: s.colorIndex ?? i }))
    .filter((s) => keep(s.key))
    .map((s) => ({ ...s, points: s.points.filter((p) => inRange(p.x)) }))
  return { ...chart, series, summary: note ? `${chart.summary} ${note}` : chart.summary }
}

/** One sentence naming the choice (`Showing Bitmask and Constellation for n up to 14.`), or ''. */
export function describeSelection(chart: Chart, selection: ChartSelection): string {
  const labels = new Map(
    chart.kind === 'line'
      ? chart.series.map((s) => [s.key, s.label])
      : chart.bars.map((b) => [b.key, b.label]),
  )
  const names = selection.algorithms?.map((key) => labels.get(key) ?? key)
  const { from, to } = selection
  const range =
    from !== undefined && to !== undefined
      ? ` for n from ${from} to ${to}`
      : from !== undefined
        ? ` for n from ${from}`
        : to !== undefined
          ? ` for n up to ${to}`
          : ''
  if (!names && !range) return ''
  return `Showing ${names ? listWords(names) : 'every algorithm'}${range}.`
}

/**
 * The chart's title with the choice named, as every title of a chosen-series chart reads (its
 * page, its card, its oEmbed answer), or the chart's title alone for the whole chart.
 *
 * @example
 * selectionTitle(chart, { algorithms: ['bitmask'], to: 14 })
 * // 'Counting time against n: Bitmask for n up to 14'
 */
export function selectionTitle(chart: Chart, selection: ChartSelection): string {
  const chosen = describeSelection(chart, selection)
  return chosen
    ? `${chart.title}: ${chosen.replace(/^Showing /, '').replace(/\.$/, '')}`
    : chart.title
}

/**
 * The query of an embed URL for a choice and theme, with readable commas, or '' for the whole
 * chart in the reader's theme.
 *
 * @example
 * selectionQuery({ algorithms: ['bitmask', 'symmetry'], to: 14 }, 'dark')
 * // '?algorithms=bitmask,symmetry&to=14&theme=dark'
 */
export function selectionQuery(selection: ChartSelection, theme: string = 'auto'): string {
  const parts: string[] = []
  if (selection.algorithms) parts.push(`algorithms=${selection.algorithms.join(',')}`)
  if (selection.from !== undefined) parts.push(`from=${selection.from}`)
  if (selection.to !== undefined) parts.push(`to=${selection.to}`)
  if (theme === 'light' || theme === 'dark') parts.push(`theme=${theme}`)
  return parts.length ? `?${parts.join('&')}` : ''
}

/** The smallest and largest x of a line chart's data (its n range), for the builder's inputs. */
export function xRange(chart: Chart): { min: number; max: number } | undefined {
  if (chart.kind !== 'line') return undefined
  const xs = chart.series.flatMap((s) => s.points.map((p) => p.x))
  return xs.length ? { min: Math.min(...xs), max: Math.max(...xs) } : undefined
}

function listWords(words: string[]): string {
  return words.length <= 1
    ? words.join('')
    : `${words.slice(0, -1).join(', ')} and ${words[words.length - 1]}`
}

function quote(text: string): string {
  return JSON.stringify(text.length > 40 ? `${text.slice(0, 40)}…` : text)
}

function fail(parameter: 'algorithms' | 'from' | 'to', detail: string): SelectionResult {
  return { ok: false, parameter, detail }
}
