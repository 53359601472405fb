import { join } from 'node:path'
import { ghostDir, ghostInstalled, GHOST, installGhost } from './ghost/install.ts'
import { mariadbTools, run } from './mariadb.ts'
import { requireInstalled, startPlatform } from './platform.ts'

/**
 * @module
 * A real Ghost beside the served Worker, for the embed tests: npm's `ghost` package (the version
 * ghost/install.ts pins, installed on demand into a cache folder), on a MariaDB of its own (its
 * SQLite driver does not load under Node 24), run by the tests' Node with NODE_ENV=development,
 * the mode in which Ghost may fetch a loopback address such as the service's. Its settings are
 * environment variables and its content folder a copy in a temporary folder, so nothing of the
 * installed Ghost is changed. Everything goes when the test closes it; the logs stay in
 * test-artifacts/.
 */

/** Ghost's first start creates its tables: slower than the suite's usual start. */
const GHOST_START_MS = 240_000
const SIGN_IN_MS = 60_000
const OWNER = {
  name: 'A writer',
  email: 'writer@nqueens.test',
  password: 'a writer of nqueens-edge tests',
  blogTitle: 'A Ghost of the tests',
}

export interface Ghost {
  origin: string
  /** GET a path of Ghost's Admin API (`oembed/?url=…`) as the signed-in writer. */
  admin<T>(path: string): Promise<{ status: number; body: T }>
  /** Publishes a post from Lexical cards (as the editor saves them); returns its address. */
  publish(title: string, cards: Record<string, unknown>[]): Promise<string>
  close(): Promise<void>
}

/** Installs (if need be) and starts a Ghost that may fetch `service` (an origin on 127.0.0.1). */
export async function startGhost(service: string): Promise<Ghost> {
  void service // Ghost fetches it by the URLs it is given; development mode allows loopback.
  requireInstalled(
    'Ghost embed tests (Ghost runs on MariaDB)',
    ['mariadb-server'],
    mariadbTools().missing,
  )
  if (!ghostInstalled()) {
    console.log(`Installing ghost@${GHOST.version} into ${ghostDir()} (once per machine)`)
  }
  const root = await installGhost((line) => console.log(line))
  return startPlatform('ghost', async ({ dir, port, origin, socket, serve, ready }) => {
    run('cp', ['-a', join(root, 'content'), join(dir, 'content')])
    const env = {
      ...Object.fromEntries(Object.entries(process.env).filter(([name]) => !/^npm_/i.test(name))),
      NODE_ENV: 'development',
      url: origin,
      server__host: '127.0.0.1',
      server__port: String(port),
      database__client: 'mysql',
      database__connection__socketPath: socket,
      database__connection__user: 'root',
      database__connection__password: '',
      database__connection__database: 'ghost',
      paths__contentPath: join(dir, 'content'),
      // No calls home (update checks and the like): nothing outside this machine answers.
      privacy__useTinfoil: 'true',
      logging__level: 'warn',
      logging__transports: '["stdout"]',
    }
    serve(process.execPath, [join(root, 'index.js')], { cwd: root, env })
    await ready('/ghost/api/admin/site/', GHOST_START_MS)
    const cookie = await signUp(origin)
    const headers = { Origin: origin, Cookie: cookie }
    const admin = async <T>(path: string) => {
      const response = await fetch(`${origin}/ghost/api/admin/${path}`, { headers })
      return { status: response.status, body: (await response.json()) as T }
    }
    const publish = async (title: string, cards: Record<string, unknown>[]) => {
      const lexical = {
        root: { children: cards, direction: null, format: '', indent: 0, type: 'root', version: 1 },
      }
      const response = await fetch(`${origin}/ghost/api/admin/posts/`, {
        method: 'POST',
        headers: { ...headers, 'Content-Type': 'application/json' },
        body: JSON.stringify({
          posts: [{ title, lexical: JSON.stringify(lexical), status: 'published' }],
        }),
      })
      const body = (await response.json()) as { posts?: { url: string }[] }
      if (!response.ok || !body.posts) {
        throw new Error(`Ghost refused the post (${response.status}): ${JSON.stringify(body)}`)
      }
      return body.posts[0].url
    }
    return { admin, publish }
  })
}

/** Sets the site up with its owner, as the first visit to /ghost/ does, and signs in. */
async function signUp(origin: string): Promise<string> {
  const post = (path: string, body: unknown) =>
    fetch(`${origin}/ghost/api/admin/${path}`, {
      method: 'POST',
      headers: { Origin: origin, 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    })
  const setup = await post('authentication/setup/', { setup: [OWNER] })
  if (!setup.ok) throw new Error(`Ghost's setup failed (${setup.status}): ${await setup.text()}`)
  // A session made while Ghost is still starting its services can be refused on first use: sign
  // in until Ghost knows the writer by the session (GET users/me/), as the admin app checks.
  const deadline = Date.now() + SIGN_IN_MS
  for (;;) {
    const session = await post('session/', { username: OWNER.email, password: OWNER.password })
    const cookie = session.headers.getSetCookie().map((c) => c.split(';')[0])
    if (!session.ok || cookie.length === 0) {
      throw new Error(`Ghost's sign-in failed (${session.status}): ${await session.text()}`)
    }
    const me = await fetch(`${origin}/ghost/api/admin/users/me/`, {
      headers: { Origin: origin, Cookie: cookie.join('; ') },
    })
    if (me.ok) return cookie.join('; ')
    if (Date.now() > deadline) {
      throw new Error(`Ghost refused its writer's session (${me.status}): ${await me.text()}`)
    }
    await new Promise((done) => setTimeout(done, 1_000))
  }
}
