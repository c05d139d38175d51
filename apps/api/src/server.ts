import { buildApp } from './app.js'
import { readConfig } from './config/server-config.js'
import { DataFolderInUseError } from './db/data-folder-lock.js'
import { migrateToLatest, openDatabase } from './db/database.js'
import { gracefulShutdown } from './lifecycle.js'
import { isLoopbackAddress } from './http/loopback.js'
import { mailDestination } from './mail/mail-destination.js'
import { describeTrustProxy } from './http/trusted-proxies.js'
import { applyServedSiteSettings } from './site/served-site-settings.js'
import { ensureSeeded } from './seed/seed-demo.js'
import { clusterCellsFresh } from './clusters/clusters.repository.js'
import { refreshClusterCells } from './clusters/refresh-cluster-cells.js'
import { releaseAllClaims } from './jobs/release-all-claims.js'

// Only this file listens: everything else is the app that tests build in memory.
const config = readConfig()
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir }).catch(
  (error: unknown) => {
    // A PGlite folder another process holds: say which, without a stack trace.
    if (error instanceof DataFolderInUseError) {
      process.stderr.write(`idx: could not start: ${error.message}\n`)
      process.exit(1)
    }
    throw error
  },
)
await migrateToLatest(database.db)
// An empty database gets the demo market (one transaction: a kill mid-seed leaves nothing).
// IDX_DEMO_LISTINGS: how many listings a first start seeds (default 18,000, at least 5000); the
// API's own process tests seed the smallest market, which is all a shutdown or an outbox needs.
const seeded = await ensureSeeded(database.db, {
  demoUsers: process.env.NODE_ENV !== 'production',
  ...(process.env.IDX_DEMO_LISTINGS ? { listingCount: Number(process.env.IDX_DEMO_LISTINGS) } : {}),
})
const app = await buildApp(config, { db: database.db }, { logger: { level: process.env.LOG_LEVEL ?? 'info' } })
if (seeded.status === 'seeded')
  app.log.info({ counts: seeded.counts }, `seeded the demo market: ${seeded.counts.listings} listings`)
else app.log.info('demo data already present: not seeding')
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
process.stdout.write(lines.join('\n'))
