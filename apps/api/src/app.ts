import { randomUUID } from 'node:crypto'
import { constants as zlib } from 'node:zlib'
import fastifyCompress from '@fastify/compress'
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify'
import type { Kysely } from 'kysely'
import { apiRoutes } from './api-routes.js'
import { collectionSearchScope } from './collections/collection-search-scope.js'
import { siteAuth } from './auth/site-auth.js'
import type { ServerConfig } from './config/server-config.js'
import type { Database } from './db/schema.js'
import { capConnectionsPerAddress, timeoutOptions } from './http/connection-guards.js'
import {
  clientErrorHandler,
  frameworkErrorHandler,
  installErrorHandling,
  JSON_API_MEDIA_TYPE,
} from './http/error-handler.js'
import { healthRoutes } from './health/health.routes.js'
import { installJsonBodyParser } from './http/json-body.js'
import { installSecurityHeaders, withSecurityHeaders } from './http-headers/security-headers.js'
import { closeConnectionsWhenDraining } from './lifecycle.js'
import { basemapArchiveRoutes } from './basemap/basemap-archive.routes.js'
import { registerAdminSite } from './idx-site/admin-site.js'
import { siteFontsRoutes } from './fonts/site-fonts.routes.js'
import { registerIdxSite, registerStorybook } from './idx-site/idx-site.js'
import { registerOpenApi } from './openapi/openapi.js'
import { sitemapRoutes } from './seo/sitemap.routes.js'
import { createThrottle, type Throttle } from './auth/throttle.js'
import { createMailer } from './mail/create-mailer.js'
import type { Mailer } from './mail/mailer.js'
import { jobHandlers } from './job-handlers.js'
import { startFeedScheduleLoop, type FeedScheduleLoop } from './feeds/schedule/start-feed-schedule-loop.js'
import { startJobWorker, type JobWorker } from './jobs/start-job-worker.js'
import { ALERT_LINKS_PREFIX } from './saved-searches/alerts/alert-link-paths.js'
import { alertLinksRoutes } from './saved-searches/alerts/alert-links.routes.js'
import { publishMatched } from './saved-searches/alerts/publish-matched.js'
import { startAlertLoop, type AlertLoop } from './saved-searches/alerts/start-alert-loop.js'
import { createSmsSender } from './sms/create-sms-sender.js'
import type { SmsSender } from './sms/sms-sender.js'
import { outboxRoutes } from './mail/outbox.routes.js'
import { photoSigningKey } from './photos/photo-signing-key.js'
import { photoUploads, storedSize } from './uploads/index.js'
import { oauthRoutes } from './oauth/oauth-routes.js'
import { RequestLogController, withRedactedRequestLog } from './http/request-log.js'
import { trackingRoutes } from './tracking/tracking.routes.js'
import { leadReceived } from './leads/index.js'
import { proxyTrust } from './http/trusted-proxies.js'
import { installValidationGuards } from './http/validation-guards.js'
import { installQueryParameterGuard } from './http/query-parameters.js'
import { requestValidation } from './http/schema-typed-app.js'
import type { RealtimeBus } from './realtime/realtime-bus.js'
import { registerRealtime } from './realtime/realtime.js'

/** What the app is given rather than creating: the database (PGlite or PostgreSQL). */
export interface AppDependencies {
  db: Kysely<Database>
  /** Sign-in throttle counters; default: Redis when REDIS_URL is set, else memory. */
  throttle?: Throttle
  /** Where e-mail goes; default: SMTP when SMTP_URL is set, else the database outbox. */
  mailer?: Mailer
  /** Carries live updates between processes; default: PostgreSQL LISTEN/NOTIFY with DATABASE_URL, else in memory. */
  realtimeBus?: RealtimeBus
  /** Where text messages go; default: the IDX_SMS_URL webhook when set, else the database outbox. */
  sms?: SmsSender
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The one database handle; routes pass it to repository functions. */
    db: Kysely<Database>
    /** Counts sign-in attempts (per account, per address) before any password is hashed. */
    throttle: Throttle
    /** Sends e-mail: magic links, password resets. */
    mailer: Mailer
    /** Sends text messages: collaborators' SMS notifications. */
    sms: SmsSender
    config: ServerConfig
  }
}

/** An incoming `x-request-id` is kept when it is a sane token; otherwise we make one. */
const REQUEST_ID = /^[\w.:-]{1,128}$/

function requestId(request: { headers: Record<string, string | string[] | undefined> }): string {
  const given = request.headers['x-request-id']
  return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID()
}

/**
 * Builds the whole server as a Fastify instance without listening, so tests can `inject` into
 * it and server.ts only adds the socket and signals.
 */
export async function buildApp(
  config: ServerConfig,
  deps: AppDependencies,
  opts: FastifyServerOptions = {},
): Promise<FastifyInstance> {
  const trust = proxyTrust(config.trustProxy)
  const app = Fastify({
    // request.ip (every throttle's key, the request log) is the client a trusted proxy names, else the TCP peer.
    trustProxy: trust,
    // A request whose headers or body never arrive is cut off instead of holding its socket forever.
    ...timeoutOptions(config.timeouts),
    requestIdHeader: false,
    genReqId: requestId,
    frameworkErrors: (error, request, reply) => frameworkErrorHandler(error, request, withSecurityHeaders(reply)),
    clientErrorHandler,
    logController: new RequestLogController(),
    ajv: requestValidation,
    ...opts,
    // Links carry magic-link and reset codes in their query: request log lines must not.
    logger: withRedactedRequestLog(opts.logger ?? false),
  })
  capConnectionsPerAddress(app.server, {
    max: config.maxConnectionsPerAddress,
    exempt: (address) => trust !== false && trust(address, 0),
    log: app.log,
  })
  app.decorate('db', deps.db)
  app.decorate('config', config)
  app.decorate('throttle', deps.throttle ?? createThrottle(config.redisUrl, app.log))
  app.decorate('mailer', deps.mailer ?? createMailer(config, deps.db))
  app.decorate('sms', deps.sms ?? createSmsSender(config, deps.db))
  app.decorate('photoSigningKey', photoSigningKey(config.photoSigningKey, deps.db))
  app.decorate('photoUploads', photoUploads(config.uploads, deps.db))
  app.decorate('storedPhotoSize', (key, size, accept) => storedSize(app.photoUploads, key, size, accept))
  // Ports: what one feature offers others through the app (search/collection-search-scope.ts).
  app.decorate('collectionSearchScope', (request, body) => collectionSearchScope(deps.db, request, body))
  app.decorate('leadStored', leadReceived)
  // The job queue's worker starts once the app is ready (listening, or a test's first inject) and
  // stops on close, finishing the jobs it holds, before the mailer and the database go.
  let worker: JobWorker | undefined
  // Saved-search alerts (match the change log, queue the digests due) run beside the worker.
  let alertLoop: AlertLoop | undefined
  // Feeds' scheduled imports (idx update-feed --every) are queued beside it; the worker runs them.
  let feedScheduleLoop: FeedScheduleLoop | undefined
  if (config.jobWorker.enabled) {
    app.addHook('onReady', async () => {
      feedScheduleLoop = startFeedScheduleLoop(app.db, { log: app.log })
      alertLoop = startAlertLoop(app.db, {
        log: app.log,
        onMatched: (searchIds) => publishMatched(app.db, app.publishObjectUpdated, searchIds),
      })
      worker = startJobWorker(
        app.db,
        jobHandlers({
          db: app.db,
          mailer: app.mailer,
          sms: app.sms,
          publicOrigin: config.publicUrl ?? undefined,
          photoUploads: app.photoUploads,
        }),
        {
          log: app.log,
          pollIntervalMs: config.jobWorker.pollIntervalMs,
        },
      )
    })
  }
  app.addHook('onClose', async () => {
    await alertLoop?.stop()
    await feedScheduleLoop?.stop()
    await worker?.stop()
    await app.throttle.close()
    await app.mailer.close()
    await app.sms.close()
  })

  // JSON:API clients send application/vnd.api+json; parse it like application/json, both with a
  // nesting limit.
  installJsonBodyParser(app)
  app.addHook('onSend', async function echoRequestId(request, reply) {
    reply.header('x-request-id', request.id)
  })
  installSecurityHeaders(app, config)
  closeConnectionsWhenDraining(app)
  // A page of 40 listings is about 180 kB of JSON and 27 kB gzipped: on a phone's network that is
  // most of the wait. gzip at level 1 is preferred (about a millisecond of CPU per page); the
  // site's own assets are compressed once at build time and served as such (idx-site.ts).
  await app.register(fastifyCompress, {
    global: true,
    threshold: 1024,
    encodings: ['gzip', 'br', 'deflate'],
    zlibOptions: { level: 1 },
    brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 4 } },
  })

  // Before any route: swagger and the 404/405 table learn routes as they are added.
  installErrorHandling(app)
  installValidationGuards(app)
  // Under /api/ a query parameter the route does not declare is a 400 (JSON:API 1.1).
  installQueryParameterGuard(app)
  await registerOpenApi(app)

  await app.register(healthRoutes)
  // Live updates: the WebSocket endpoint, the events API and app.publishObjectUpdated.
  await registerRealtime(app, config, deps.db, deps.realtimeBus)
  // Public like the pages: the sitemap of the listing pages and robots.txt naming it.
  await app.register(sitemapRoutes, { siteToken: config.site.apiToken, publicUrl: config.publicUrl })
  app.get('/', { schema: { hide: true } }, async (_request, reply) => reply.redirect('/app/'))
  // The site fonts a theme may name, served from the site itself.
  await app.register(siteFontsRoutes)

  await app.register(
    async function api(api) {
      await api.register(siteAuth)
      api.addHook('onSend', async function jsonApiMediaType(_request, reply) {
        const type = reply.getHeader('content-type')
        if (typeof type === 'string' && type.startsWith('application/json')) reply.type(JSON_API_MEDIA_TYPE)
        // The request's own time, to tell it from the wait on the wire (browsers show it, and the
        // bench splits a search's answer with it). Never on /oauth: sign-in answers must not
        // differ by whether an account exists, in their timing least of all.
        reply.header('server-timing', `app;dur=${reply.elapsedTime.toFixed(1)}`)
      })
      await api.register(apiRoutes)
    },
    { prefix: '/api/v3' },
  )
  await app.register(trackingRoutes, { prefix: '/api' })
  await app.register(oauthRoutes, { prefix: '/oauth' })
  await app.register(alertLinksRoutes, { prefix: ALERT_LINKS_PREFIX })
  if (config.devOutbox) await app.register(outboxRoutes, { prefix: '/dev' })
  if (config.basemapArchiveFile) await app.register(basemapArchiveRoutes, { file: config.basemapArchiveFile })
  await registerIdxSite(app, config)
  await registerAdminSite(app, config)
  await registerStorybook(app, config)
  return app
}
