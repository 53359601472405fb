import { describe, expect, inject, it } from 'vitest'
import { findLocalPaths } from '../harness/local-paths.ts'
import { sitePages, WORKER_PAGES } from './site-pages.ts'

// What a reader is served carries no path of the machines that measured or built it.
describe('pages carry no local path', () => {
  const baseUrl = inject('baseUrl')
  const assets = [
    '/embed/time-vs-n.svg',
    '/embed/max-n.svg',
    '/embed/local-search.svg',
    '/embed/paper.svg',
  ]

  it.each([...sitePages(), ...WORKER_PAGES, ...assets])('%s', async (path) => {
    const response = await fetch(`${baseUrl}${path}`)
    expect(findLocalPaths(await response.text())).toEqual([])
  })
})
