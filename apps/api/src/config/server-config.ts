import { existsSync } from 'node:fs'
import { basename, dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import {
  DEFAULT_MAX_CONNECTIONS_PER_ADDRESS,
  DEFAULT_TIMEOUTS,
  type ServerTimeouts,
} from '../http/connection-guards.js'
import { BASEMAP_ARCHIVE_PATH } from './basemap-archive-path.js'
import { readFrameAncestors } from './frame-ancestors.js'
import { readMapTilesSetting, type MapTileServices } from './map-tiles-setting.js'
import { isLoopbackAddress, isLoopbackHost } from '../http/loopback.js'
import { readTrustProxy, type TrustProxy } from '../http/trusted-proxies.js'
import { readSsoSetting, type SiteSso } from './sso-setting.js'
import { readPusherUrl, type PusherServerUrl } from './pusher-url.js'
import { readUploadConfig, type UploadConfig } from './upload-config.js'

/** Everything the server reads from its environment, with the embedded defaults. */
export interface ServerConfig {
  /** TCP port (PORT, default 3000). */
  port: number
  /** Interface to listen on (HOST, default 127.0.0.1: the embedded default is for this machine only). */
  host: string
  /** Folder holding the built apps/idx site, served at /app/ (IDX_APP_DIR). Null when it has not been built. */
  idxAppDir: string | null
  /** Folder holding the built apps/admin, served at /admin/ (IDX_ADMIN_APP_DIR). Null or absent when not built. */
  adminAppDir?: string | null
  /** Folder holding the built Storybook, served at /storybook/ (IDX_STORYBOOK_DIR). Null when not built. */
  storybookDir: string | null
  /**
   * apps/idx's server renderer module (IDX_RENDERER): a path, null to serve pages without server
   * rendering (`off`), or undefined for the default, `dist-server/render-page.js` beside the site's
   * folder when it has been built.
   */
  idxRenderer?: string | null
  /**
   * Bytes this process may keep of rendered listing pages (IDX_PAGE_CACHE_MB, default 64; 0 keeps
   * none), least recently used out first. Absent: the default. See apps/api/README.md, "Listing page cache".
   */
  pageCacheBytes?: number
  /** PostgreSQL connection string (DATABASE_URL); when unset the embedded PGlite is used. */
  databaseUrl: string | undefined
  /** PGlite data folder (IDX_DATA_DIR, default .data/pglite at the repository root), or 'memory'. */
  dataDir: string
  /** The origin people reach this server at (IDX_PUBLIC_URL); default: where it listens. E-mailed links and OAuth redirects use it. */
  publicUrl: string | undefined
  /**
   * Origins besides the site's own that may embed the site in a frame (IDX_FRAME_ANCESTORS, space-
   * separated, e.g. the brokerage's site); the API answers cross-origin calls from them too.
   * Empty (the default): only the site's own origin may frame it.
   */
  frameAncestors: string[]
  /** The served site's single sign-on provider (IDX_SSO, JSON), applied at start. */
  sso: SiteSso | undefined
  /** Redis for shared throttle counters (REDIS_URL); unset: counters in this process's memory. */
  redisUrl: string | undefined
  /**
   * The key that signs photo URLs of unlocked password-protected listings (IDX_PHOTO_SIGNING_KEY, at
   * least 32 characters); unset: one kept in the database, shared by every process on it.
   */
  photoSigningKey: string | undefined
  /**
   * A hosted Pusher Channels app or a soketi server (IDX_PUSHER_URL,
   * `http(s)://key:secret@host:port/apps/appId`) that live updates go through; unset: the
   * embedded endpoint (src/realtime/), with credentials derived from the database's secrets.
   */
  pusher: PusherServerUrl | undefined
  /** SMTP server for e-mail (SMTP_URL, e.g. smtp://user:pass@mail:587); unset: the database outbox. */
  smtpUrl: string | undefined
  /** The From address of e-mail (MAIL_FROM). */
  mailFrom: string
  /**
   * Where text messages go (IDX_SMS_URL): an https:// provider webhook that takes a JSON POST
   * (src/sms/webhook-sms.ts); unset: the database outbox, marked SMS.
   */
  smsUrl: string | undefined
  /**
   * Serve the outbox at /dev/outbox: only without SMTP_URL, outside production, and when HOST is a
   * loopback address or IDX_DEV_OUTBOX=1 says so (its magic links sign anyone in as anyone).
   */
  devOutbox: boolean
  /**
   * The job queue's worker in this process (src/jobs/): on unless IDX_JOB_WORKER=0, polling every
   * IDX_JOB_POLL_MS (default 1000) when no job was due.
   */
  jobWorker: { enabled: boolean; pollIntervalMs: number }
  /** Which peers may say whom they forward for (IDX_TRUST_PROXY); `request.ip` follows it. */
  trustProxy: TrustProxy
  /** How long a client may take to send a request, and stay silent during one. */
  timeouts: ServerTimeouts
  /** Open connections per TCP peer (IDX_MAX_CONNECTIONS_PER_ADDRESS, default 128; 0: no cap). */
  maxConnectionsPerAddress: number
  /** Site configuration written into the served page's meta tag, read by apps/idx at startup. */
  site: {
    apiToken: string
    clientId: string
    marketId: string
    /** The map style the site opens with (IDX_MAP_STYLE: default, light, minimal, topo or sat). */
    mapStyle: string
    /**
     * Tile services per map style (IDX_MAP_TILES, JSON: {"topo": {"url": …, "attribution": …}}, or
     * `none`); unset: the built-in public services, or none when a PMTiles archive is configured.
     */
    mapTiles: MapTileServices
    /**
     * The self-hosted vector basemap the site's maps draw (IDX_BASEMAP_PMTILES, with
     * IDX_BASEMAP_ATTRIBUTION): the archive's URL as the browser fetches it. Null: none.
     */
    basemapPmtiles: { url: string; attribution?: string } | null
  }
  /** A local PMTiles archive this server serves at /basemap.pmtiles (IDX_BASEMAP_PMTILES as a path). */
  basemapArchiveFile: string | null
  /** Where uploaded photos go (IDX_UPLOAD_STORAGE, IDX_UPLOADS_DIR, IDX_S3_*) and their limits (src/uploads/). */
  uploads: UploadConfig
}

/**
 * The demo site's API token and OAuth client id. They are fixed so that README.md, tools and tests
 * can use them; a production deployment sets its own through IDX_SITE_TOKEN / IDX_CLIENT_ID.
 */
export const DEMO_SITE_TOKEN = 'idx-demo-site-token-2f6c1a9e'
export const DEMO_CLIENT_ID = 'idx-demo-client'

// apps/api/, whether this runs from src/config/ (tests) or is bundled into dist/ (built server).
const here = dirname(fileURLToPath(import.meta.url))
const apiDir = basename(here) === 'config' ? resolve(here, '..', '..') : resolve(here, '..')

function defaultIdxAppDir(): string | null {
  const candidate = resolve(apiDir, '..', 'idx', 'dist')
  return existsSync(join(candidate, 'index.html')) ? candidate : null
}

function defaultAdminAppDir(): string | null {
  const candidate = resolve(apiDir, '..', 'admin', 'dist')
  return existsSync(join(candidate, 'index.html')) ? candidate : null
}

function defaultStorybookDir(): string | null {
  const candidate = resolve(apiDir, '..', '..', 'storybook-static')
  return existsSync(join(candidate, 'index.html')) ? candidate : null
}

/**
 * IDX_BASEMAP_PMTILES: an http(s) URL of a PMTiles archive (its server must answer Range requests
 * and, on another origin, allow this site by CORS), or the path of one on this machine, which this
 * server then serves at `servedAt`.
 */
function readBasemapPmtiles(
  env: NodeJS.ProcessEnv,
  servedAt: string,
): { site: ServerConfig['site']['basemapPmtiles']; file: string | null } {
  const text = env.IDX_BASEMAP_PMTILES?.trim()
  if (!text) return { site: null, file: null }
  const attribution = env.IDX_BASEMAP_ATTRIBUTION?.trim()
  const withAttribution = (url: string) => (attribution ? { url, attribution } : { url })
  if (/^https?:\/\//i.test(text)) {
    // As for tile URLs: an https page may not fetch http ranges, except from a loopback host.
    const url = new URL(text)
    if (url.protocol === 'http:' && !isLoopbackHost(url.host)) {
      throw new Error(
        `IDX_BASEMAP_PMTILES: ${url.origin}${url.pathname} must be https:// (http:// only on a loopback host such as 127.0.0.1 or localhost, for development)`,
      )
    }
    return { site: withAttribution(text), file: null }
  }
  const file = resolve(text)
  if (!existsSync(file)) {
    throw new Error(
      `IDX_BASEMAP_PMTILES names ${file}, which does not exist: give the path of a .pmtiles archive or its https:// URL`,
    )
  }
  return { site: withAttribution(servedAt), file }
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

/** Rendered listing pages kept per process: about 2,500 pages (a 60 kB page is kept as 12 kB of gzip and 10 kB of brotli). */
export const DEFAULT_PAGE_CACHE_MB = 64

/** A whole number from the environment, or its default when unset; a clear error otherwise. */
function readWholeNumber(env: NodeJS.ProcessEnv, name: string, fallback: number, min: number): number {
  const text = env[name]
  if (text === undefined || text.trim() === '') return fallback
  const value = Number(text)
  if (!/^\s*\d+\s*$/.test(text) || !Number.isSafeInteger(value) || value < min) {
    throw new Error(`${name} must be a whole number of at least ${min}, got "${text}"`)
  }
  return value
}

function readTimeouts(env: NodeJS.ProcessEnv): ServerTimeouts {
  const timeouts = {
    headersMs: readWholeNumber(env, 'IDX_HEADERS_TIMEOUT_MS', DEFAULT_TIMEOUTS.headersMs, 1),
    requestMs: readWholeNumber(env, 'IDX_REQUEST_TIMEOUT_MS', DEFAULT_TIMEOUTS.requestMs, 1),
    idleMs: readWholeNumber(env, 'IDX_IDLE_TIMEOUT_MS', DEFAULT_TIMEOUTS.idleMs, 1),
  }
  // Node refuses a header timeout past the request's: the headers are part of the request.
  if (timeouts.headersMs > timeouts.requestMs) {
    throw new Error(
      `IDX_HEADERS_TIMEOUT_MS (${timeouts.headersMs}) must not exceed IDX_REQUEST_TIMEOUT_MS (${timeouts.requestMs}): the headers are part of the request`,
    )
  }
  return timeouts
}

/**
 * Whether /dev/outbox is served. Its mail holds working sign-in and reset links, so by default only
 * a server on the loopback shows it; IDX_DEV_OUTBOX=1 shows it anywhere (a shared test machine),
 * 0 nowhere. Never with SMTP_URL (the outbox stays empty) or in production.
 */
/**
 * IDX_SMS_URL: an https:// webhook (or http:// on a loopback host, for development and tests);
 * unset or empty: the outbox. Anything else stops the server at start-up rather than losing texts.
 */
function readSmsUrl(value: string | undefined): string | undefined {
  if (value === undefined || value.trim() === '') return undefined
  let url: URL
  try {
    url = new URL(value.trim())
  } catch {
    throw new Error('IDX_SMS_URL must be an https:// URL')
  }
  const loopback = ['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname)
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && loopback)) {
    throw new Error('IDX_SMS_URL must be an https:// URL (http:// only on a loopback host)')
  }
  return url.toString()
}

function readDevOutbox(env: NodeJS.ProcessEnv, host: string): boolean {
  const text = env.IDX_DEV_OUTBOX?.trim().toLowerCase() ?? ''
  if (!['', '0', '1', 'false', 'true'].includes(text)) {
    throw new Error(`IDX_DEV_OUTBOX must be 1 (serve /dev/outbox) or 0 (do not), got "${env.IDX_DEV_OUTBOX}"`)
  }
  if (env.SMTP_URL || env.NODE_ENV === 'production') return false
  return text === '' ? isLoopbackAddress(host) : text === '1' || text === 'true'
}

/** IDX_JOB_WORKER: 1 (the default) runs the job worker in this process, 0 does not. */
function readJobWorker(env: NodeJS.ProcessEnv): ServerConfig['jobWorker'] {
  const text = env.IDX_JOB_WORKER?.trim().toLowerCase() ?? ''
  if (!['', '0', '1', 'false', 'true'].includes(text)) {
    throw new Error(`IDX_JOB_WORKER must be 1 (run the job worker) or 0 (do not), got "${env.IDX_JOB_WORKER}"`)
  }
  return {
    enabled: text !== '0' && text !== 'false',
    pollIntervalMs: readWholeNumber(env, 'IDX_JOB_POLL_MS', 1000, 1),
  }
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const port = env.PORT === undefined || env.PORT === '' ? 3000 : Number(env.PORT)
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`PORT must be an integer from 0 to 65535, got "${env.PORT}"`)
  }
  const host = env.HOST || '127.0.0.1'
  const basemap = readBasemapPmtiles(env, BASEMAP_ARCHIVE_PATH)
  const dataDir = env.IDX_DATA_DIR
    ? env.IDX_DATA_DIR === 'memory'
      ? 'memory'
      : resolve(env.IDX_DATA_DIR)
    : resolve(apiDir, '..', '..', '.data', 'pglite')
  return {
    port,
    host,
    databaseUrl: env.DATABASE_URL || undefined,
    redisUrl: env.REDIS_URL || undefined,
    photoSigningKey: readPhotoSigningKey(env.IDX_PHOTO_SIGNING_KEY),
    publicUrl: env.IDX_PUBLIC_URL || undefined,
    frameAncestors: readFrameAncestors(env.IDX_FRAME_ANCESTORS),
    sso: readSsoSetting(env.IDX_SSO),
    pusher: readPusherUrl(env.IDX_PUSHER_URL, env.IDX_PUSHER_WS_HOST),
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM || 'idx <no-reply@idx.localhost>',
    smsUrl: readSmsUrl(env.IDX_SMS_URL),
    devOutbox: readDevOutbox(env, host),
    jobWorker: readJobWorker(env),
    trustProxy: readTrustProxy(env.IDX_TRUST_PROXY),
    timeouts: readTimeouts(env),
    maxConnectionsPerAddress: readWholeNumber(
      env,
      'IDX_MAX_CONNECTIONS_PER_ADDRESS',
      DEFAULT_MAX_CONNECTIONS_PER_ADDRESS,
      0,
    ),
    dataDir,
    idxAppDir: env.IDX_APP_DIR ? resolve(env.IDX_APP_DIR) : defaultIdxAppDir(),
    adminAppDir: env.IDX_ADMIN_APP_DIR ? resolve(env.IDX_ADMIN_APP_DIR) : defaultAdminAppDir(),
    storybookDir: env.IDX_STORYBOOK_DIR ? resolve(env.IDX_STORYBOOK_DIR) : defaultStorybookDir(),
    idxRenderer: env.IDX_RENDERER === 'off' ? null : env.IDX_RENDERER ? resolve(env.IDX_RENDERER) : undefined,
    pageCacheBytes: readWholeNumber(env, 'IDX_PAGE_CACHE_MB', DEFAULT_PAGE_CACHE_MB, 0) * 1024 * 1024,
    site: {
      apiToken: env.IDX_SITE_TOKEN ?? DEMO_SITE_TOKEN,
      clientId: env.IDX_CLIENT_ID ?? DEMO_CLIENT_ID,
      marketId: env.IDX_MARKET_ID ?? '',
      mapStyle: env.IDX_MAP_STYLE ?? 'default',
      mapTiles: readMapTilesSetting(env, basemap.site !== null),
      basemapPmtiles: basemap.site,
    },
    basemapArchiveFile: basemap.file,
    uploads: readUploadConfig(env, dataDir),
  }
}
