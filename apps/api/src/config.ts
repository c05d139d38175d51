import { existsSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { SiteSso } from './db/schema.js'
import { readSsoSetting } from './site/served-site-settings.js'

/** Everything the server reads from its environment, with the embedded defaults. */
export interface ServerConfig {
  /** TCP port (PORT, default 3000). */
  port: number
  /** Interface to listen on (HOST, default 127.0.0.1: the embedded default is for this machine only). */
  host: string
  /** Folder holding the built apps/idx site, served at /app/ (IDX_APP_DIR). Null when it has not been built. */
  idxAppDir: string | null
  /** Folder holding the built Storybook, served at /storybook/ (IDX_STORYBOOK_DIR). Null when not built. */
  storybookDir: string | null
  /**
   * apps/idx's server renderer module (IDX_RENDERER): a path, null to serve pages without server
   * rendering (`off`), or undefined for the default, `dist-server/render-page.js` beside the site's
   * folder when it has been built.
   */
  idxRenderer?: string | null
  /** PostgreSQL connection string (DATABASE_URL); when unset the embedded PGlite is used. */
  databaseUrl: string | undefined
  /** PGlite data folder (IDX_DATA_DIR, default .data/pglite at the repository root), or 'memory'. */
  dataDir: string
  /** The origin people reach this server at (IDX_PUBLIC_URL); default: where it listens. E-mailed links and OAuth redirects use it. */
  publicUrl: string | undefined
  /** The served site's single sign-on provider (IDX_SSO, JSON), applied at start. */
  sso: SiteSso | undefined
  /** Redis for shared throttle counters (REDIS_URL); unset: counters in this process's memory. */
  redisUrl: string | undefined
  /**
   * The key that signs photo URLs of unlocked password-protected listings (IDX_PHOTO_SIGNING_KEY, at
   * least 32 characters); unset: one kept in the database, shared by every process on it.
   */
  photoSigningKey: string | undefined
  /** SMTP server for e-mail (SMTP_URL, e.g. smtp://user:pass@mail:587); unset: the database outbox. */
  smtpUrl: string | undefined
  /** The From address of e-mail (MAIL_FROM). */
  mailFrom: string
  /** Serve the outbox at /dev/outbox: only in the embedded default (no SMTP_URL, NODE_ENV not production). */
  devOutbox: boolean
  /** Site configuration written into the served page's meta tag, read by apps/idx at startup. */
  site: {
    apiToken: string
    clientId: string
    marketId: string
    /** The map style the site opens with (IDX_MAP_STYLE: default, light, minimal, topo or sat). */
    mapStyle: string
    /** Production tile services per map style (IDX_MAP_TILES, JSON: {"topo": {"url": …, "attribution": …}}). */
    mapTiles: unknown
  }
}

/**
 * The demo site's API token and OAuth client id. They are fixed so that README.md, tools and tests
 * can use them; a production deployment sets its own through IDX_SITE_TOKEN / IDX_CLIENT_ID.
 */
export const DEMO_SITE_TOKEN = 'idx-demo-site-token-2f6c1a9e'
export const DEMO_CLIENT_ID = 'idx-demo-client'

// Works both from src/ (tests) and dist/ (built server): both sit in apps/api/<x>/.
const here = dirname(fileURLToPath(import.meta.url))

function defaultIdxAppDir(): string | null {
  const candidate = resolve(here, '..', '..', 'idx', 'dist')
  return existsSync(join(candidate, 'index.html')) ? candidate : null
}

function defaultStorybookDir(): string | null {
  const candidate = resolve(here, '..', '..', '..', 'storybook-static')
  return existsSync(join(candidate, 'index.html')) ? candidate : null
}

function readMapTiles(text: string | undefined): unknown {
  if (!text) return {}
  try {
    return JSON.parse(text)
  } catch {
    throw new Error(`IDX_MAP_TILES must be JSON, e.g. {"topo":{"url":"https://…/{z}/{x}/{y}.png","attribution":"…"}}`)
  }
}

/** 32 characters of base64 are 192 bits, above ASVS's 128 for a key. */
const PHOTO_SIGNING_KEY_MIN_LENGTH = 32

function readPhotoSigningKey(text: string | undefined): string | undefined {
  if (!text) return undefined
  if (text.length < PHOTO_SIGNING_KEY_MIN_LENGTH) {
    throw new Error(
      `IDX_PHOTO_SIGNING_KEY must be at least ${PHOTO_SIGNING_KEY_MIN_LENGTH} characters, e.g. the output of \`openssl rand -base64 32\``,
    )
  }
  return text
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const port = env.PORT === undefined || env.PORT === '' ? 3000 : Number(env.PORT)
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`PORT must be an integer from 0 to 65535, got "${env.PORT}"`)
  }
  return {
    port,
    host: env.HOST || '127.0.0.1',
    databaseUrl: env.DATABASE_URL || undefined,
    redisUrl: env.REDIS_URL || undefined,
    photoSigningKey: readPhotoSigningKey(env.IDX_PHOTO_SIGNING_KEY),
    publicUrl: env.IDX_PUBLIC_URL || undefined,
    sso: readSsoSetting(env.IDX_SSO),
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM || 'idx <no-reply@idx.localhost>',
    devOutbox: !env.SMTP_URL && env.NODE_ENV !== 'production',
    dataDir: env.IDX_DATA_DIR
      ? env.IDX_DATA_DIR === 'memory'
        ? 'memory'
        : resolve(env.IDX_DATA_DIR)
      : resolve(here, '..', '..', '..', '.data', 'pglite'),
    idxAppDir: env.IDX_APP_DIR ? resolve(env.IDX_APP_DIR) : defaultIdxAppDir(),
    storybookDir: env.IDX_STORYBOOK_DIR ? resolve(env.IDX_STORYBOOK_DIR) : defaultStorybookDir(),
    idxRenderer: env.IDX_RENDERER === 'off' ? null : env.IDX_RENDERER ? resolve(env.IDX_RENDERER) : undefined,
    site: {
      apiToken: env.IDX_SITE_TOKEN ?? DEMO_SITE_TOKEN,
      clientId: env.IDX_CLIENT_ID ?? DEMO_CLIENT_ID,
      marketId: env.IDX_MARKET_ID ?? '',
      mapStyle: env.IDX_MAP_STYLE ?? 'default',
      mapTiles: readMapTiles(env.IDX_MAP_TILES),
    },
  }
}
