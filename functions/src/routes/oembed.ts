import { createRoute, z } from '@hono/zod-openapi'
import { buildOembed } from '../embeds/oembed.ts'
import { resolveEmbedUrl } from '../embeds/resolve.ts'
import { MIN_EMBED_HEIGHT, MIN_EMBED_WIDTH } from '../embeds/sizes.ts'
import { createEndpoint } from '../http/endpoint.ts'
import { ProblemError } from '../http/problem.ts'
import { ProblemSchema, problemResponses } from '../schemas/answers.ts'
import { integerParam } from '../schemas/integers.ts'
import { strictQuery } from '../schemas/params.ts'

/** The widest and tallest a consumer may ask for: five digits of CSS pixels. */
const MAX_EMBED_PX = 99_999

const size = (name: string, least: number, description: string) =>
  integerParam({
    name,
    minimum: least,
    maximum: MAX_EMBED_PX,
    range: 'schema',
    description: `${description} No embed fits less than the minimum.`,
    example: least + 320,
  })

const OembedAnswerSchema = z
  .object({
    version: z.literal('1.0'),
    type: z.literal('rich'),
    title: z.string().openapi({ example: '8 queens: 4,7,3,8,2,5,1,6' }),
    provider_name: z.literal('nqueens-edge'),
    provider_url: z.string().openapi({ example: 'https://nqueens.example/' }),
    cache_age: z.number().int().openapi({ description: 'Seconds a consumer may keep this.' }),
    html: z.string().openapi({
      description:
        'An iframe of the embed page, and (without maxheight) /embed/host.js, which resizes it.',
    }),
    width: z.number().int(),
    height: z.number().int(),
    thumbnail_url: z.string().optional().openapi({
      description: 'The 1200×630 PNG card, when maxwidth and maxheight leave room for it.',
    }),
    thumbnail_width: z.number().int().optional(),
    thumbnail_height: z.number().int().optional(),
  })
  .openapi('OembedAnswer', { description: 'An oEmbed 1.0 `rich` answer (oembed.com, 2.3.4).' })

const problem = (description: string) => ({
  description,
  content: { 'application/problem+json': { schema: ProblemSchema } },
})

const route = createRoute({
  method: 'get',
  path: '/',
  operationId: 'getOembed',
  summary: 'oEmbed for a chart or a board',
  description:
    'The oEmbed 1.0 provider of this site (oembed.com): for a chart embed page ' +
    '(`/embed/time-vs-n/`, with its `algorithms`, `from`, `to` and `theme`) or a board permalink ' +
    '(`/s/8/47382516`) on this origin, a `rich` answer whose `html` frames the live embed within ' +
    '`maxwidth` and `maxheight`. Pages carry `<link rel="alternate" type="application/json+oembed">` ' +
    'pointing here. A URL on another origin, or a page that is not embeddable, is a 404: the ' +
    'provider reads the URL and never fetches it.',
  request: {
    query: strictQuery({
      url: z
        .string()
        .min(1)
        .max(20_000)
        .openapi({
          param: { name: 'url', in: 'query' },
          description: 'The page to embed: a chart embed page or a board permalink, absolute.',
          example: 'https://nqueens.example/s/8/47382516',
        }),
      maxwidth: size(
        'maxwidth',
        MIN_EMBED_WIDTH,
        'Widest the embed may be, in CSS pixels.',
      ).optional(),
      maxheight: size('maxheight', MIN_EMBED_HEIGHT, 'Tallest the embed may be.').optional(),
      format: z
        .enum(['json', 'xml'])
        .optional()
        .openapi({
          param: { name: 'format', in: 'query' },
          description: '`json` (the default); `xml` answers 501, as the spec allows.',
        }),
    }),
  },
  responses: {
    200: {
      description: 'The embed.',
      content: { 'application/json': { schema: OembedAnswerSchema } },
    },
    ...problemResponses,
    404: problem('The URL is on another origin, or is not a chart or board page of this site.'),
    501: problem('`format=xml`: only JSON is offered.'),
  },
})

/** GET /api/oembed: the oEmbed 1.0 provider for the site's charts and boards. */
export const oembed = createEndpoint().openapi(route, (c) => {
  const query = c.req.valid('query')
  if (query.format === 'xml') {
    throw new ProblemError('not-implemented', 'only format=json is offered', 'format')
  }
  const origin = new URL(c.req.url).origin
  const target = resolveEmbedUrl(query.url, origin, c.env)
  const answer = buildOembed(target, origin, query)
  c.header('Cache-Control', `public, max-age=${answer.cache_age}`)
  return c.json(answer, 200)
})
