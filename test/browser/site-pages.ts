import { readdirSync } from 'node:fs'
import { join, relative, resolve } from 'node:path'

const DIST = resolve(import.meta.dirname, '../../site/dist')

/** Every page the site builds (each index.html under site/dist), as its path. */
export function sitePages(dir = DIST): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return sitePages(path)
    return entry.name === 'index.html' ? [`/${relative(DIST, dir)}/`.replace(/^\/\/$/, '/')] : []
  })
}

/** The Worker's own pages, one of each kind: a permalink, its embed, the API reference, errors. */
export const WORKER_PAGES = [
  '/s/8/4,7,3,8,2,5,1,6',
  '/s/8/4,7,3,8,2,5,1,6/embed',
  '/s/4/1,2,0,0',
  '/api/docs',
  '/no-such-page',
]
