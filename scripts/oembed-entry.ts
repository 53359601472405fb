import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'

/**
 * @module
 * `npm run -s oembed:entry -- https://your.domain`: prints docs/oembed/nqueens-edge.yml, this
 * service's entry for oembed.com's provider registry, with the deployment's origin in place of
 * the placeholder, ready to submit (docs/deploy.md says how).
 */

/** The origin the committed entry names, which the operator's replaces. */
export const PLACEHOLDER_ORIGIN = 'https://nqueens.example'
export const ENTRY_PATH = fileURLToPath(new URL('../docs/oembed/nqueens-edge.yml', import.meta.url))

/** The entry's text for `origin` (`https://host`, no path). */
export function oembedEntry(origin: string): string {
  const url = URL.canParse(origin) ? new URL(origin) : undefined
  if (!url || url.origin !== origin.replace(/\/$/, '') || !/^https?:$/.test(url.protocol)) {
    throw new Error(`the origin must look like https://nqueens.example.org, not ${origin}`)
  }
  const text = readFileSync(ENTRY_PATH, 'utf8')
  const encoded = encodeURIComponent(PLACEHOLDER_ORIGIN)
  return text
    .replaceAll(encoded, encodeURIComponent(url.origin))
    .replaceAll(PLACEHOLDER_ORIGIN, url.origin)
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [origin] = parseArgs({ allowPositionals: true }).positionals
  if (!origin) {
    console.error('usage: npm run -s oembed:entry -- https://your.domain')
    process.exit(2)
  }
  try {
    process.stdout.write(oembedEntry(origin))
  } catch (error) {
    console.error((error as Error).message)
    process.exit(2)
  }
}
