import { Hono } from 'hono'
import type { AppEnv } from '../env.ts'
import { CACHE_ASSET } from '../http/cache.ts'
import { PAGE_JS } from '../pages/page-js.ts'

/**
 * GET /s/-/page.js: the script of the Worker's pages. Their stylesheet is the site's own
 * /site.css, a static asset.
 */
export const assets = new Hono<AppEnv>().get('/page.js', (c) => {
  c.header('Cache-Control', CACHE_ASSET)
  return c.body(PAGE_JS, 200, { 'Content-Type': 'text/javascript; charset=utf-8' })
})
