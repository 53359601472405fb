import { copyFileSync, existsSync, mkdirSync } from 'node:fs'
import { join, resolve } from 'node:path'
import type { Frame, Locator, Page } from 'playwright-core'
import { mariadbTools, run, which } from './mariadb.ts'
import { requireInstalled, startPlatform } from './platform.ts'

/**
 * @module
 * A real WordPress beside the served Worker, for the embed tests: Debian's `wordpress` package
 * (6.1, theme Twenty Twenty-Three), copied into a temporary folder with the configuration in
 * `wordpress/`, on a MariaDB of its own (a data directory and a socket in that folder) and PHP's
 * built-in server on a free loopback port. The only change to WordPress is the must-use plugin
 * `wordpress/loopback.php`, which lets it fetch the service's port. Everything goes when the
 * test closes it; the logs stay in test-artifacts/.
 */

/** Where Debian's package installs WordPress. */
const DEBIAN_WORDPRESS = '/usr/share/wordpress'
const HARNESS = resolve(import.meta.dirname, 'wordpress')
const WORDPRESS_TIMEOUT_MS = 30_000
const PASSWORD = 'a writer of nqueens-edge tests'

export interface WordPress {
  origin: string
  /** Publishes a post whose content is stored as given (no blocks), and returns its address. */
  publishClassic(title: string, content: string): string
  /** Signs in as the site's writer in `page`, through the login form. */
  signIn(page: Page): Promise<void>
  close(): Promise<void>
}

/** Installs and starts a WordPress that may fetch `service` (an origin on 127.0.0.1). */
export async function startWordPress(service: string): Promise<WordPress> {
  const phpBinary = which('php')
  const missing = [
    ...mariadbTools().missing,
    ...(phpBinary ? [] : ['php']),
    ...(existsSync(join(DEBIAN_WORDPRESS, 'wp-settings.php')) ? [] : [DEBIAN_WORDPRESS]),
  ]
  const packages = ['wordpress', 'mariadb-server', 'php-cli', 'php-mysql']
  requireInstalled('WordPress embed tests', packages, missing)
  return startPlatform('wordpress', async ({ dir, port, origin, socket, serve, ready }) => {
    const root = join(dir, 'wordpress')
    const env = {
      ...process.env,
      NQUEENS_WP_DB_SOCKET: socket,
      NQUEENS_WP_ORIGIN: origin,
      NQUEENS_SERVICE_PORT: new URL(service).port,
      // PHP's server answers one request at a time unless told to fork workers: the block editor
      // asks for several at once, and a request that waits for the service (an oEmbed fetch) holds
      // its worker meanwhile.
      PHP_CLI_SERVER_WORKERS: '8',
    }
    run('cp', ['-a', DEBIAN_WORDPRESS, root])
    copyFileSync(join(HARNESS, 'wp-config.php'), join(root, 'wp-config.php'))
    mkdirSync(join(root, 'wp-content/mu-plugins'))
    copyFileSync(join(HARNESS, 'loopback.php'), join(root, 'wp-content/mu-plugins/loopback.php'))
    for (const script of ['install.php', 'post.php']) {
      copyFileSync(join(HARNESS, script), join(dir, script))
    }
    const php = (script: string, ...args: string[]) =>
      run(phpBinary!, [join(dir, script), ...args], { cwd: root, env: { ...env } }).trim()
    const installed = JSON.parse(php('install.php', PASSWORD)) as { theme: string }
    if (installed.theme !== 'twentytwentythree') {
      throw new Error(`WordPress installed with theme ${installed.theme}, not twentytwentythree`)
    }
    serve(phpBinary!, ['-S', `127.0.0.1:${port}`, '-t', root], { env })
    await ready('/wp-login.php')
    return {
      publishClassic: (title: string, content: string) => php('post.php', title, content),
      async signIn(page: Page) {
        // WordPress's admin pages, on PHP's server, take longer than the suite's usual 10 s.
        page.setDefaultTimeout(WORDPRESS_TIMEOUT_MS)
        await page.goto(`${origin}/wp-login.php`)
        await page.fill('#user_login', 'writer')
        await page.fill('#user_pass', PASSWORD)
        await page.click('#wp-submit')
        // Signed in once the dashboard is asked for; its widgets need not finish loading.
        await page.waitForURL(/\/wp-admin\//, { waitUntil: 'commit' })
      },
    }
  })
}

export interface EmbedDraft {
  /** The Embed block in the editor. */
  block: Locator
  /** The preview's frame once the editor shows it, and the difference between its height and its page's. */
  preview(): Promise<{ frame: Frame; gap: number }>
  /** Publishes the post and returns its address. */
  publish(): Promise<string>
}

/**
 * Writes a post in the block editor as a writer does: a title, then `/embed` in the first
 * paragraph to insert the Embed block, the URL in its field, Enter; `wide` then picks "Wide
 * width" in the block's Align menu (1200 px in Twenty Twenty-Three).
 */
export async function writeEmbedPost(
  page: Page,
  wordpress: WordPress,
  title: string,
  url: string,
  options: { wide?: boolean } = {},
): Promise<EmbedDraft> {
  await page.goto(`${wordpress.origin}/wp-admin/post-new.php`)
  await page.getByRole('textbox', { name: 'Add title' }).click()
  await page.keyboard.type(title)
  await page.keyboard.press('Enter')
  await page.keyboard.type('/embed')
  await page.getByRole('option', { name: 'Embed', exact: true }).waitFor()
  await page.keyboard.press('Enter')
  const block = page.locator('.wp-block-embed').first()
  await block.locator('input[type="url"]').fill(url)
  await page.keyboard.press('Enter')
  if (options.wide) {
    await block.locator('iframe').waitFor()
    // The block's toolbar hides while the writer types, and shows again when the mouse moves on
    // the editor (not over the embed's frame, whose page has the mouse's events then).
    const title = (await page.getByRole('textbox', { name: 'Add title' }).boundingBox())!
    await page.mouse.move(title.x + 10, title.y + 10)
    await page.mouse.move(title.x + 40, title.y + 20)
    await page.getByRole('button', { name: 'Align' }).click()
    await page.getByRole('menuitemradio', { name: 'Wide width' }).click()
  }
  return {
    block,
    async preview() {
      const handle = await block.locator('iframe').elementHandle()
      const frame = (await handle.contentFrame())!
      const content = await frame.evaluate(() =>
        Math.ceil(document.body.getBoundingClientRect().height),
      )
      const shown = (await handle.boundingBox())!.height
      return { frame, gap: Math.abs(shown - content) }
    },
    async publish() {
      await page.locator('.editor-post-publish-panel__toggle').click()
      await page.locator('.editor-post-publish-panel__header-publish-button button').click()
      const view = page.locator('.post-publish-panel__postpublish-header a').first()
      return (await view.getAttribute('href'))!
    },
  }
}
