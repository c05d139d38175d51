import { buildApp } from './app.js'
import { DEMO_SITE_TOKEN, readConfig } from './config/server-config.js'
import { DataFolderInUseError } from './db/data-folder-lock.js'
import { migrateToLatest, openDatabase } from './db/database.js'
import { DatabaseUnreachableError, readDbWaitSeconds, waitForPostgres } from './db/wait-for-database.js'
import { gracefulShutdown } from './lifecycle.js'
import { isLoopbackAddress } from './http/loopback.js'
import { mailDestination } from './mail/mail-destination.js'
import { describeTrustProxy } from './http/trusted-proxies.js'
import { applyServedSiteSettings } from './site/served-site-settings.js'
import { ensureSeeded } from './seed/seed-demo.js'
import { clusterCellsFresh } from './clusters/clusters.repository.js'
import { refreshClusterCells } from './clusters/refresh-cluster-cells.js'
import { releaseAllClaims } from './jobs/release-all-claims.js'
import { isProduction, mailKeptInOutbox, productionMailRefusal, startupLog } from './config/production-mode.js'

// Only this file listens: everything else is the app that tests build in memory.
const production = isProduction()
const say = startupLog()

/** Stops the start with one clear line (a JSON log line in production), never a stack trace. */
function refuseStart(message: string): never {
  say.error(`could not start: ${message}`)
  process.exit(1)
}

let config: ReturnType<typeof readConfig>
try {
  config = readConfig()
} catch (error) {
  refuseStart((error as Error).message)
}
const mailRefusal = productionMailRefusal()
if (mailRefusal) refuseStart(mailRefusal)
// PostgreSQL may start after us (a reboot, a container started first): wait for it, saying so.
if (config.databaseUrl) {
  try {
    await waitForPostgres(config.databaseUrl, { waitSeconds: readDbWaitSeconds(process.env), log: say.warn })
  } catch (error) {
    refuseStart((error as Error).message)
  }
}
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir }).catch(
  (error: unknown) => {
    // A PGlite folder another process holds: say which, without a stack trace.
    if (error instanceof DataFolderInUseError) refuseStart(error.message)
    throw error
  },
)
try {
  await migrateToLatest(database.db)
} catch (error) {
  await database.close().catch(() => undefined)
  const message = (error as Error).message
  refuseStart(error instanceof DatabaseUnreachableError ? message : `the database could not be migrated: ${message}`)
}
// An empty database gets the demo market (one transaction: a kill mid-seed leaves nothing), but
// never in production: a customer's database holds only what its operator put there.
// IDX_DEMO_LISTINGS: how many listings a first start seeds (default 18,000, at least 5000); the
// API's own process tests seed the smallest market, which is all a shutdown or an outbox needs.
const seeded = production
  ? await database.db
      .selectFrom('sites')
      .select('id')
      .limit(1)
      .executeTakeFirst()
      .then((site) => (site ? ({ status: 'present' } as const) : ({ status: 'empty' } as const)))
  : await ensureSeeded(database.db, {
      demoUsers: true,
      ...(process.env.IDX_DEMO_LISTINGS ? { listingCount: Number(process.env.IDX_DEMO_LISTINGS) } : {}),
    }).catch((error: unknown) => {
      // A seed size out of range (IDX_DEMO_LISTINGS) says so in one line, as the other settings do.
      if (error instanceof RangeError) refuseStart(`IDX_DEMO_LISTINGS: ${error.message}`)
      throw error
    })
// Fastify's logger (pino) writes one JSON object per line, each request's with its reqId; never
// pretty-printed, so a log collector reads production's lines as they are.
const app = await buildApp(config, { db: database.db }, { logger: { level: process.env.LOG_LEVEL ?? 'info' } })
if (seeded.status === 'seeded')
  app.log.info({ counts: seeded.counts }, `seeded the demo market: ${seeded.counts.listings} listings`)
else if (seeded.status === 'empty')
  app.log.warn('the database has no site yet: create one with npm run idx -- create-site (docs/operations.md)')
// Only the demo's own database is called demo data: a customer's is never.
else if (!production && (await isDemoDatabase())) app.log.info('demo data already present: not seeding')
if (mailKeptInOutbox())
  app.log.warn(
    'IDX_MAIL=outbox: mail is kept in the database outbox and NOT sent (no SMTP_URL); nobody receives sign-in links',
  )
// PGlite: this process holds the data folder alone (data-folder-lock.ts) and its job worker has not
// started, so every claim in the jobs table is a dead process's. Its jobs run now, not in 30 s.
if (database.engine === 'pglite') {
  const released = await releaseAllClaims(database.db)
  if (released.length > 0)
    app.log.warn({ job_ids: released }, `released ${released.length} jobs claimed by a process that stopped`)
}
// Precomputed cluster cells are derived data: rebuild them when a write (or a crash mid-refresh)
// left them stale, so whole-map cluster requests take the fast path from the first request.
if (!(await clusterCellsFresh(database.db))) {
  const refreshed = await refreshClusterCells(database.db)
  app.log.info(refreshed, `precomputed ${refreshed.cells} cluster cells`)
}

// SIGTERM (orchestrators) and SIGINT (Ctrl+C): drain, close the database, exit 0.
const shutdown = gracefulShutdown(app, database.close)
for (const signal of ['SIGTERM', 'SIGINT'] as const) process.on(signal, () => void shutdown(signal))

try {
  await app.listen({ port: config.port, host: config.host })
} catch (err) {
  app.log.error({ err }, 'could not start')
  await database.close().catch(() => undefined)
  process.exit(1)
}
const address = app.server.address()
const port = typeof address === 'object' && address ? address.port : config.port
const base = `http://${config.host}:${port}`
await applyServedSiteSettings(database.db, {
  clientId: config.site.clientId,
  publicOrigin: config.publicUrl ?? base,
  sso: config.sso,
})
const lines = [
  '',
  'idx is running:',
  `  site          ${base}/app/${config.idxAppDir ? '' : '   (not built: run npm run build)'}`,
  `  admin         ${base}/admin/${config.adminAppDir ? '' : '   (not built: run npm run build)'}`,
  `  api           ${base}/api/v3/   (OpenAPI: ${base}/api/v3/openapi.json)`,
  ...(config.storybookDir ? [`  storybook     ${base}/storybook/`] : []),
  `  health        ${base}/healthz`,
  `  ready         ${base}/readyz`,
  `  database      ${database.engine === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : `PGlite at ${config.dataDir}`}`,
  `  mail          ${mailDestination(config, base)}`,
  `  proxies       ${describeTrustProxy(config.trustProxy)}`,
  `  site token    ${config.site.apiToken}`,
  `  client id     ${config.site.clientId}`,
  '',
  // Links in pages never take a stranger's Host header: without IDX_PUBLIC_URL they use this address.
  ...(config.publicUrl || isLoopbackAddress(config.host)
    ? []
    : [
        `IDX_PUBLIC_URL is not set: page and sitemap links use this server's own address; set it to the public origin.`,
        '',
      ]),
  'Press Ctrl+C to stop.',
  '',
]
if (production) {
  // One log line with the same facts (never the site token: logs are kept and shipped).
  app.log.info(
    {
      url: base,
      site: `${base}/app/`,
      health: `${base}/healthz`,
      ready: `${base}/readyz`,
      database: database.engine,
      mail: mailDestination(config, base),
      proxies: describeTrustProxy(config.trustProxy),
      publicUrl: config.publicUrl ?? null,
    },
    'idx is running',
  )
  if (!config.publicUrl) app.log.warn("IDX_PUBLIC_URL is not set: page and sitemap links use this server's own address")
} else process.stdout.write(lines.join('\n'))

/** Whether the database is the demo's: its first site still has the demo's token. */
async function isDemoDatabase(): Promise<boolean> {
  const row = await database.db
    .selectFrom('sites')
    .select('id')
    .where('access_token', '=', DEMO_SITE_TOKEN)
    .executeTakeFirst()
  return row !== undefined
}
