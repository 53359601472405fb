// `npm run nqueens -- …`: the package's own bin (`nqueens`, core/bin/nqueens.mjs), run in this
// process as `npx nqueens …` runs it for a user. The package is built first whenever its build is
// missing or older than a file under core/src (scripts/build-core.mjs), so editing core and
// running again just works; a fresh build costs a few file dates.
// Plain JavaScript on purpose: this file must run before anything can load TypeScript.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { buildCore } from './build-core.mjs'

const CORE = fileURLToPath(new URL('../core/', import.meta.url))

try {
  buildCore({ quiet: true })
} catch (error) {
  // tsdown has already printed what is wrong with the source; anything else is said here.
  process.stderr.write(`nqueens: could not build the package from core/src (${error.message})\n`)
  process.exit(1)
}
const { bin } = JSON.parse(readFileSync(join(CORE, 'package.json'), 'utf8'))
// The bin reads process.argv.slice(2) and sets process.exitCode itself.
await import(pathToFileURL(join(CORE, bin.nqueens)).href)
