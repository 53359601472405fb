import { z } from '@hono/zod-openapi'

/**
 * @module
 * The shapes of /api/oembed's answers for the contract: `rich` (the live embed) or `photo` (the
 * PNG twin), and its failures, problems without `type` (lib/http/problem.ts says why).
 */

const common = {
  version: z.literal('1.0'),
  title: z.string().openapi({ example: '8 queens: 4,7,3,8,2,5,1,6' }),
  provider_name: z.literal('nqueens-edge'),
  provider_url: z.string().openapi({ example: 'https://nqueens.example/' }),
  cache_age: z.number().int().openapi({ description: 'Seconds a consumer may keep this.' }),
  width: z.number().int().openapi({ description: 'Within maxwidth.' }),
  height: z.number().int().openapi({ description: 'Within maxheight.' }),
}

const RichSchema = z
  .object({
    ...common,
    type: z.literal('rich'),
    html: z.string().openapi({
      description:
        'An iframe of the embed page, after a hidden link that WordPress shows until the frame speaks its embed protocol, and (without maxheight) /embed/host.js, which resizes the frame.',
    }),
    thumbnail_url: z.string().optional().openapi({
      description:
        'The PNG card (1200×630, what the page shows) at the widest size within maxwidth and maxheight.',
    }),
    thumbnail_width: z.number().int().optional(),
    thumbnail_height: z.number().int().optional(),
  })
  .openapi('OembedRich', {
    description: 'The live embed: oEmbed 1.0 `rich` (oembed.com, 2.3.4.4).',
  })

const PhotoSchema = z
  .object({
    ...common,
    type: z.literal('photo'),
    url: z.string().openapi({
      description:
        "The PNG twin (a chart's in its `theme`, a board's card), to show at width × height; its pixels are at least twice that.",
      example: 'https://nqueens.example/embed/time-vs-n.png',
    }),
  })
  .openapi('OembedPhoto', {
    description: 'The PNG twin, where no live embed fits: oEmbed 1.0 `photo` (2.3.4.1).',
  })

export const OembedAnswerSchema = z
  .discriminatedUnion('type', [RichSchema, PhotoSchema])
  .openapi('OembedAnswer', { description: 'An oEmbed 1.0 answer (oembed.com).' })

export const OembedProblemSchema = z
  .object({
    title: z.string().openapi({ example: 'Not Found' }),
    status: z.number().int().openapi({ example: 404 }),
    detail: z
      .string()
      .openapi({ example: 'is on https://example.com; this provider embeds only its own pages' }),
    parameter: z.string().optional().openapi({ example: 'url' }),
  })
  .openapi('OembedProblem', {
    description:
      'An RFC 9457 problem without `type` (read as about:blank): oEmbed consumers read `type` as an oEmbed type.',
  })
