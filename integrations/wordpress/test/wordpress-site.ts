// A throwaway WordPress for the plugin's end-to-end test, from Debian's packages: MariaDB in a temp
// data folder on a unix socket (no network), and Debian's /usr/share/wordpress served by PHP's
// built-in server on the loopback with a config, wp-content and database of the test's own.
// Nothing is written outside the temp folder: Debian's wp-config.php (which reads
// /etc/wordpress/config-<host>.php) is bypassed by a tree of symlinks to WordPress's files with a
// wp-config.php of its own, and PHP's auto_prepend_file pointing ABSPATH at that tree.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir, userInfo } from 'node:os'
import { join } from 'node:path'

export const WORDPRESS_DIR = '/usr/share/wordpress'
const MARIADBD = ['/usr/sbin/mariadbd', '/usr/sbin/mysqld']
const INSTALL_DB = ['/usr/bin/mariadb-install-db', '/usr/bin/mysql_install_db']
const THEMES_DIR = join(WORDPRESS_DIR, 'wp-content', 'themes')
/** Debian's packages the test needs (scripts/run.mjs installs them for `npm test` when missing). */
export const WORDPRESS_PACKAGES = [
  'wordpress',
  'wordpress-theme-twentytwentythree',
  'php-cli',
  'php-mysql',
  'mariadb-server',
]

export const WP_ADMIN = { user: 'admin', password: 'wp-admin-password-2026', email: 'admin@broker.example' }

export type WordPressSite = {
  /** http://localhost:<port>: another registrable domain than the idx server's 127.0.0.1. */
  origin: string
  /** Runs PHP with WordPress loaded (as no user) and returns what it printed. */
  php: (code: string) => string
  /** What PHP's server and MariaDB printed so far. */
  output: () => string
  stop: () => Promise<void>
}

const firstExisting = (paths: string[]) => paths.find((path) => existsSync(path))

/** Why the test cannot run here (the missing pieces, and how to install them), or null when it can. */
export function missingWordPressPackages(): string | null {
  const missing: string[] = []
  if (!existsSync(join(WORDPRESS_DIR, 'wp-settings.php'))) missing.push(`${WORDPRESS_DIR} (package wordpress)`)
  if (!existsSync(join(THEMES_DIR, 'twentytwentythree', 'style.css')))
    missing.push('the Twenty Twenty-Three theme (package wordpress-theme-twentytwentythree)')
  const php = spawnSync('php', ['-m'], { encoding: 'utf8' })
  if (php.status !== 0) missing.push('php (package php-cli)')
  else if (!/^mysqli$/m.test(php.stdout)) missing.push("PHP's mysqli (package php-mysql)")
  if (!firstExisting(MARIADBD) || !firstExisting(INSTALL_DB)) missing.push('MariaDB (package mariadb-server)')
  if (missing.length === 0) return null
  return (
    `The WordPress test needs Debian's packages, and these are missing: ${missing.join(', ')}. ` +
    `npm test installs them when run as root; by hand: apt-get install -y --no-install-recommends ${WORDPRESS_PACKAGES.join(' ')}`
  )
}

type Process = { child: ChildProcess; output: () => string; stop: () => Promise<void> }

/** A process in a group of its own (PHP's server forks workers), stopped with its whole group. */
function start(command: string, args: string[], env: NodeJS.ProcessEnv = {}): Process {
  const child = spawn(command, args, {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  })
  let out = ''
  child.stdout?.on('data', (chunk: Buffer) => (out += chunk.toString()))
  child.stderr?.on('data', (chunk: Buffer) => (out += chunk.toString()))
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve()
      child.once('exit', () => resolve())
      try {
        process.kill(-child.pid!, 'SIGTERM')
      } catch {
        resolve()
      }
    })
  return { child, output: () => out, stop }
}

async function waitFor(what: string, ready: () => boolean | Promise<boolean>, process: Process, timeoutMs = 30_000) {
  const until = Date.now() + timeoutMs
  while (Date.now() < until) {
    if (process.child.exitCode !== null)
      throw new Error(`${what} exited with ${process.child.exitCode}:\n${process.output()}`)
    if (await ready()) return
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(`${what} was not ready in ${timeoutMs / 1000} s:\n${process.output()}`)
}

function must(command: string, args: string[], input?: string): string {
  const result = spawnSync(command, args, { encoding: 'utf8', input })
  if (result.status !== 0)
    throw new Error(`${command} ${args.join(' ')} failed (${result.status}):\n${result.stdout}\n${result.stderr}`)
  return result.stdout
}

const phpString = (value: string) => `'${value.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`

/**
 * Starts MariaDB and WordPress on http://localhost:`port`, installed (admin `WP_ADMIN`, theme Twenty
 * Twenty-Three) with the plugin folder `pluginDir` linked into its wp-content/plugins and active.
 */
export async function startWordPress({ port, pluginDir }: { port: number; pluginDir: string }): Promise<WordPressSite> {
  const problem = missingWordPressPackages()
  if (problem) throw new Error(problem)
  const dir = mkdtempSync(join(tmpdir(), 'idx-wordpress-'))
  const origin = `http://localhost:${port}`
  const processes: Process[] = []
  const stop = async () => {
    for (const each of processes.reverse()) await each.stop()
    rmSync(dir, { recursive: true, force: true })
  }
  try {
    // MariaDB, as the current user, on a socket in the temp folder.
    const dataDir = join(dir, 'mysql')
    const socket = join(dir, 'mysql.sock')
    const user = userInfo().username
    must(firstExisting(INSTALL_DB)!, [
      '--no-defaults',
      `--datadir=${dataDir}`,
      `--user=${user}`,
      '--auth-root-authentication-method=socket',
      `--auth-root-socket-user=${user}`,
      '--skip-test-db',
    ])
    const mariadb = start(firstExisting(MARIADBD)!, [
      '--no-defaults',
      `--datadir=${dataDir}`,
      `--socket=${socket}`,
      '--skip-networking',
      `--user=${user}`,
      `--pid-file=${join(dir, 'mysql.pid')}`,
      '--innodb-buffer-pool-size=16M',
      '--skip-log-bin',
    ])
    processes.push(mariadb)
    await waitFor('MariaDB', () => existsSync(socket), mariadb)
    must(
      'mariadb',
      ['--no-defaults', '-S', socket, '-u', user],
      [
        'CREATE DATABASE wordpress;',
        "CREATE USER 'wordpress'@'localhost' IDENTIFIED BY 'wordpress-password';",
        "GRANT ALL ON wordpress.* TO 'wordpress'@'localhost';",
      ].join('\n'),
    )

    // WordPress's files through symlinks, with this test's wp-config.php and wp-content.
    const root = join(dir, 'wordpress')
    mkdirSync(root)
    for (const entry of readdirSync(WORDPRESS_DIR)) {
      if (entry === 'wp-config.php' || entry === 'wp-content') continue
      symlinkSync(join(WORDPRESS_DIR, entry), join(root, entry))
    }
    const content = join(root, 'wp-content')
    mkdirSync(join(content, 'plugins'), { recursive: true })
    mkdirSync(join(content, 'uploads'))
    symlinkSync(THEMES_DIR, join(content, 'themes'))
    symlinkSync(pluginDir, join(content, 'plugins', 'idx-search'))
    const keys = [
      'AUTH_KEY',
      'SECURE_AUTH_KEY',
      'LOGGED_IN_KEY',
      'NONCE_KEY',
      'AUTH_SALT',
      'SECURE_AUTH_SALT',
      'LOGGED_IN_SALT',
      'NONCE_SALT',
    ]
    writeFileSync(
      join(root, 'wp-config.php'),
      [
        '<?php',
        "define('DB_NAME', 'wordpress');",
        "define('DB_USER', 'wordpress');",
        "define('DB_PASSWORD', 'wordpress-password');",
        `define('DB_HOST', ${phpString(`localhost:${socket}`)});`,
        "define('DB_CHARSET', 'utf8mb4');",
        "define('DB_COLLATE', '');",
        ...keys.map((key) => `define('${key}', '${key.toLowerCase()}-${dir.replace(/\W/g, '')}');`),
        "$table_prefix = 'wp_';",
        `define('WP_HOME', ${phpString(origin)});`,
        `define('WP_SITEURL', ${phpString(origin)});`,
        `define('WP_CONTENT_DIR', ${phpString(content)});`,
        `define('WP_CONTENT_URL', ${phpString(`${origin}/wp-content`)});`,
        // Offline and quiet: no update checks, no cron, no calls to other hosts.
        "define('WP_HTTP_BLOCK_EXTERNAL', true);",
        "define('AUTOMATIC_UPDATER_DISABLED', true);",
        "define('DISABLE_WP_CRON', true);",
        "define('WP_DEBUG', false);",
        "define('FS_METHOD', 'direct');",
        "require_once ABSPATH . 'wp-settings.php';",
        '',
      ].join('\n'),
    )
    const prepend = join(dir, 'prepend.php')
    writeFileSync(prepend, `<?php\ndefine('ABSPATH', ${phpString(`${root}/`)});\n`)
    const phpArgs = ['-d', `auto_prepend_file=${prepend}`, '-d', 'display_errors=stderr', '-d', 'memory_limit=256M']

    const php = (code: string) => {
      const script = join(dir, `cli-${Date.now()}-${Math.random().toString(36).slice(2)}.php`)
      writeFileSync(
        script,
        [
          '<?php',
          `$_SERVER['HTTP_HOST'] = ${phpString(`localhost:${port}`)};`,
          "$_SERVER['SERVER_NAME'] = 'localhost';",
          `$_SERVER['SERVER_PORT'] = '${port}';`,
          "$_SERVER['REQUEST_URI'] = '/';",
          "$_SERVER['REQUEST_METHOD'] = 'GET';",
          // No mail server here: WordPress's notices to the admin go nowhere.
          'function wp_mail() { return true; }',
          code,
        ].join('\n'),
      )
      try {
        return must('php', [...phpArgs, script])
      } finally {
        rmSync(script, { force: true })
      }
    }

    php(
      [
        "define('WP_INSTALLING', true);",
        "require ABSPATH . 'wp-load.php';",
        "require_once ABSPATH . 'wp-admin/includes/upgrade.php';",
        `wp_install('Lone Star Realty', ${phpString(WP_ADMIN.user)}, ${phpString(WP_ADMIN.email)}, true, '', ${phpString(WP_ADMIN.password)});`,
        "switch_theme('twentytwentythree');",
        "require_once ABSPATH . 'wp-admin/includes/plugin.php';",
        "$activated = activate_plugin('idx-search/idx-search.php');",
        'if (is_wp_error($activated)) { fwrite(STDERR, $activated->get_error_message()); exit(1); }',
      ].join('\n'),
    )

    const server = start('php', [...phpArgs, '-S', `127.0.0.1:${port}`, '-t', root], { PHP_CLI_SERVER_WORKERS: '4' })
    processes.push(server)
    await waitFor(
      'WordPress',
      async () => {
        try {
          return (await fetch(`${origin}/wp-login.php`)).status === 200
        } catch {
          return false
        }
      },
      server,
    )
    return { origin, php, output: () => `${mariadb.output()}\n${server.output()}`, stop }
  } catch (error) {
    await stop()
    throw error
  }
}

/** Publishes a page holding `content` (block markup, as the editor saves it) and returns its address. */
export function publishPage(site: WordPressSite, title: string, content: string): string {
  const id = site.php(
    [
      "require ABSPATH . 'wp-load.php';",
      `$id = wp_insert_post(array('post_type' => 'page', 'post_status' => 'publish', 'post_author' => 1, 'post_title' => ${phpString(title)}, 'post_content' => ${phpString(content)}), true);`,
      'if (is_wp_error($id)) { fwrite(STDERR, $id->get_error_message()); exit(1); }',
      'echo $id;',
    ].join('\n'),
  )
  return `${site.origin}/?page_id=${id.trim()}`
}

/** The plugin's saved option, as WordPress reads it. */
export function savedSettings(site: WordPressSite): unknown {
  return JSON.parse(
    site.php("require ABSPATH . 'wp-load.php';\necho wp_json_encode(get_option('idx_search_options', null));"),
  )
}
