import { buildApp } from './app.js'
import { readConfig } from './config.js'
import { migrateToLatest, openDatabase } from './db/database.js'

// Only this file listens: everything else is the app that tests build in memory.
const config = readConfig()
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir })
await migrateToLatest(database.db)
const app = await buildApp(config, { db: database.db }, { logger: { level: process.env.LOG_LEVEL ?? 'info' } })
app.addHook('onClose', async () => database.close())

let closing = false
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.on(signal, () => {
    if (closing) return
    closing = true
    app.log.info({ signal }, 'draining requests in flight, then closing')
    app.close().then(
      () => process.exit(0),
      (err) => {
        app.log.error({ err }, 'close failed')
        process.exit(1)
      },
    )
  })
}

try {
  await app.listen({ port: config.port, host: config.host })
} catch (err) {
  app.log.error({ err }, 'could not start')
  process.exit(1)
}
const address = app.server.address()
const port = typeof address === 'object' && address ? address.port : config.port
const base = `http://${config.host}:${port}`
const lines = [
  '',
  'idx is running:',
  `  site          ${base}/app/${config.idxAppDir ? '' : '   (not built: run npm run build)'}`,
  `  health        ${base}/healthz`,
  `  site token    ${config.site.apiToken}`,
  `  client id     ${config.site.clientId}`,
  '',
  'Press Ctrl+C to stop.',
  '',
]
process.stdout.write(lines.join('\n'))
