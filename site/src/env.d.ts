// Astro's client types (`?raw` imports, import.meta.env) for `tsc -p site/tsconfig.json`, which
// on a clean clone runs before Astro has generated .astro/types.d.ts.
/// <reference types="astro/client" />

interface ImportMetaEnv {
  /** The wrangler configuration the site states its limits from (astro.config.mjs). */
  readonly WRANGLER_CONFIG: string
}
