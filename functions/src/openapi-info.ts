/** The head of the OpenAPI document; the paths come from the routes' own schemas. */
export const OPENAPI_INFO = {
  openapi: '3.1.0',
  info: {
    title: 'nqueens-edge API',
    version: '1',
    description:
      'Exact N-Queens answers at the edge: count solutions, find or complete one, page through ' +
      'all of them, verify a board. Counts are decimal strings. Every search runs under a node ' +
      'budget; a partial answer carries a signed cursor to continue.',
    license: { name: 'MIT', identifier: 'MIT' },
  },
  servers: [{ url: '/' }],
}
