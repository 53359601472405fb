import { createRoute, z } from '@hono/zod-openapi'
import { InvalidInputError } from '@nqueens/core'
import { buildOembed } from './answers.ts'
import { drawsChartCards } from '../../lib/previews/thumbnails.ts'
import { resolveEmbedUrl, type EmbedTarget } from './resolve.ts'
import { boardFrameHeight, MIN_EMBED_WIDTH } from '../../lib/previews/embed-sizes.ts'
import { createEndpoint } from '../../lib/http/endpoint.ts'
import { describeInvalid } from '../../lib/http/hook.ts'
import { ProblemError, UntypedProblemError } from '../../lib/http/problem.ts'
import { OembedAnswerSchema, OembedProblemSchema } from './schemas.ts'
import { MAX_EMBED_URL } from '../../lib/http/limits.ts'
import { integerParam } from '../../lib/schemas/integers.ts'
import { quoteSent } from '../../lib/http/sent.ts'

/** The widest and tallest a consumer may ask for: five digits of CSS pixels. */
const MAX_EMBED_PX = 99_999

const size = (name: string, description: string) =>
  integerParam({
    name,
    minimum: 1,
    maximum: MAX_EMBED_PX,
    range: 'schema',
    description,
    example: 500,
  })

const failure = (description: string) => ({
  description,
  content: { 'application/problem+json': { schema: OembedProblemSchema } },
})

const route = createRoute({
  method: 'get',
  path: '/',
  operationId: 'getOembed',
  summary: 'oEmbed for a chart or a board',
  description:
    "The oEmbed 1.0 provider of this site (oembed.com): for a chart's page (`/charts/time-vs-n/`, " +
    'or its frame `/embed/time-vs-n/`, with its `algorithms`, `from`, `to` and `theme`) or a board permalink ' +
    '(`/s/8/47382516`) on this origin, a `rich` answer whose `html` frames the live embed within ' +
    '`maxwidth` and `maxheight`, or, where no live embed fits them (narrower than ' +
    `${MIN_EMBED_WIDTH} px, a board lower than ${boardFrameHeight(MIN_EMBED_WIDTH)} px, a chart lower than its page), a \`photo\`: ` +
    'the PNG twin. Pages carry `<link rel="alternate" type="application/json+oembed">` pointing ' +
    'here. Parameters it does not know (such as the `dnt=1` WordPress sends) are ignored, as ' +
    'consumers add their own. Failures are problems without `type`, so that consumers which read ' +
    "`type` (WordPress's editor) see no embed: 404 for a URL it cannot embed (another origin, a " +
    'page that is not a chart or a board, a board that does not parse); the provider reads the ' +
    'URL and never fetches it.',
  request: {
    query: z.object({
      url: z
        .string()
        .max(MAX_EMBED_URL, { error: `must be a URL of at most ${MAX_EMBED_URL} characters` })
        .openapi({
          param: { name: 'url', in: 'query' },
          description:
            "The page to embed: a chart's page or frame, or a board permalink, absolute. Escaped in the " +
            'query (each character as three at most), it still fits the 16 KB of a URL.',
          example: 'https://nqueens.example/s/8/47382516',
        }),
      maxwidth: size('maxwidth', 'Widest the embed may be, in CSS pixels.').optional(),
      maxheight: size('maxheight', 'Tallest the embed may be, in CSS pixels.').optional(),
      format: z
        .string()
        .max(16, { error: 'must be a format name, like json' })
        .optional()
        .openapi({
          param: { name: 'format', in: 'query' },
          description: '`json` (the default); any other format, `xml` too, answers 501.',
          example: 'json',
        }),
    }),
  },
  responses: {
    200: {
      description: 'The embed.',
      content: { 'application/json': { schema: OembedAnswerSchema } },
    },
    400: failure('`url` missing or given twice, or a `maxwidth` or `maxheight` not a size.'),
    404: failure('The URL is on another origin, or is not a chart or board page of this site.'),
    501: failure('A `format` other than `json`.'),
  },
})

/** GET /api/oembed: the oEmbed 1.0 provider for the site's charts and boards. */
export const oembed = createEndpoint().openapi(
  route,
  (c) => {
    const query = c.req.valid('query')
    if (query.format !== undefined && query.format !== 'json') {
      const detail = `is ${JSON.stringify(quoteSent(query.format))}; only json is offered`
      throw new UntypedProblemError(501, detail, 'format')
    }
    const origin = new URL(c.req.url).origin
    let target: EmbedTarget
    try {
      target = resolveEmbedUrl(query.url, origin, c.env)
    } catch (error) {
      if (error instanceof InvalidInputError) {
        throw new UntypedProblemError(404, error.detail, error.parameter)
      }
      if (error instanceof ProblemError) {
        throw new UntypedProblemError(404, error.problem.detail, error.problem.parameter)
      }
      throw error
    }
    const answer = buildOembed(target, origin, query, drawsChartCards(c.env))
    c.header('Cache-Control', `public, max-age=${answer.cache_age}`)
    return c.json(answer, 200)
  },
  (result) => {
    if (result.success) return undefined
    const { detail, parameter } = describeInvalid(result)
    throw new UntypedProblemError(400, detail, parameter)
  },
)
