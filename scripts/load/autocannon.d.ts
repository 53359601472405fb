// The part of autocannon 8's API that scripts/load.ts uses (the package ships no types).
declare module 'autocannon' {
  interface Request {
    method?: string
    path: string
    headers?: Record<string, string>
    body?: string
    onResponse?: (status: number, body: string, context: object, headers: object) => void
  }
  interface Options {
    url: string
    connections?: number
    duration?: number
    timeout?: number
    requests?: Request[]
  }
  interface Histogram {
    average: number
    p50: number
    p99: number
    total: number
  }
  interface Result {
    requests: Histogram
    latency: Histogram
    errors: number
    timeouts: number
    '1xx': number
    '2xx': number
    '3xx': number
    '4xx': number
    '5xx': number
    statusCodeStats: Record<string, { count: number }>
  }
  function autocannon(options: Options): Promise<Result>
  export default autocannon
}
