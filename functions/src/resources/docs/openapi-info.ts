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
  // Where clients send requests: the local server `npm start` runs, or a deployment's own
  // origin, given as the `origin` variable (docs/api.md, "Finding the server").
  servers: [
    { url: 'http://127.0.0.1:8787', description: 'The local server: `npm start`.' },
    {
      url: '{origin}',
      description: 'A deployment: its workers.dev or custom domain origin.',
      variables: {
        origin: {
          default: 'http://127.0.0.1:8787',
          description:
            'The scheme and host of the deployment, without a trailing slash, such as ' +
            '`https://nqueens-edge.<account>.workers.dev`.',
        },
      },
    },
  ],
}
