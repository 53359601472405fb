import { readFileSync } from 'node:fs'
import { parse } from 'smol-toml'
import { readPolicy, type Policy, type PolicyVars } from '@nqueens/functions/budget/policy'
import { readJobMaxN } from '@nqueens/functions/limits'

/**
 * @module
 * The limits of the deployment the site is built for, read at build time from the configuration
 * the Worker is deployed with: wrangler.toml's `[vars]` (docs/deploy.md: `npm run build` and then
 * `wrangler deploy`, both from that file), or the file `SITE_WRANGLER_CONFIG` names, for a
 * deployment made with `wrangler deploy --config <file>` (astro.config.mjs resolves which). The Worker reads the same vars through
 * the same functions (`readPolicy`, `readJobMaxN`), so a page states what the API refuses.
 *
 * Why at build time and not from the API at run time: the pages stay static, their limits in the
 * HTML without a script or a request, and the file is already the deployment's one source of truth.
 * What is set around it (`wrangler deploy --var`, a dashboard variable) the build cannot see: set
 * the limits in the file.
 */

/** The vars the pages state limits from. */
export type DeploymentVars = PolicyVars & { JOB_MAX_N?: string }

export interface Deployment {
  /** The configuration file read. */
  config: string
  policy: Policy
  /** The largest n a job takes here. */
  jobMaxN: number
}

/** Reads the deployment's limits from the wrangler configuration `config`. */
function readDeployment(config: string): Deployment {
  const vars = readVars(config)
  return { config, policy: readPolicy(vars), jobMaxN: readJobMaxN(vars) }
}

/** `[vars]` of a wrangler configuration, each as the string the Worker's `env` holds. */
function readVars(config: string): DeploymentVars {
  let toml: Record<string, unknown>
  try {
    toml = parse(readFileSync(config, 'utf8'))
  } catch (error) {
    throw new Error(`the site's limits come from ${config}: ${(error as Error).message}`, {
      cause: error,
    })
  }
  const vars = (toml.vars ?? {}) as Record<string, unknown>
  const text = (value: unknown): string | undefined =>
    typeof value === 'string' || typeof value === 'number' ? String(value) : undefined
  return {
    CPU_MS: text(vars.CPU_MS),
    JOB_CPU_MS: text(vars.JOB_CPU_MS),
    JOB_MAX_N: text(vars.JOB_MAX_N),
  }
}

/** This build's deployment. */
export const DEPLOYMENT = readDeployment(import.meta.env.WRANGLER_CONFIG)
