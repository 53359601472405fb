import { Hono } from 'hono'
import type { AppEnv } from '../env.ts'
import { CACHE_ASSET } from '../http/cache.ts'
import { PAGE_CSS } from '../pages/page-css.ts'
import { PAGE_JS } from '../pages/page-js.ts'

/** GET /s/-/page.css and /s/-/page.js: the pages' stylesheet and script. */
export const assets = new Hono<AppEnv>()
  .get('/page.css', (c) => {
    c.header('Cache-Control', CACHE_ASSET)
    return c.body(PAGE_CSS, 200, { 'Content-Type': 'text/css; charset=utf-8' })
  })
  .get('/page.js', (c) => {
    c.header('Cache-Control', CACHE_ASSET)
    return c.body(PAGE_JS, 200, { 'Content-Type': 'text/javascript; charset=utf-8' })
  })
