import type { AddressInfo } from 'node:net'
import type { FastifyInstance } from 'fastify'
import type { Kysely } from 'kysely'
import type { ServerConfig } from '../config/server-config.js'
import type { Database } from '../db/schema.js'
import { eventsRoutes } from './events.routes.js'
import type { ObjectUpdated } from '@idx/domain'
import {
  configuredTarget,
  listeningTarget,
  objectUpdatedPublisher,
  type PublishObjectUpdated,
} from './publish-object-updated.js'
import { processBus, postgresBus, type RealtimeBus } from './realtime-bus.js'
import { realtimeClientConfig, type RealtimeClientConfig } from './realtime-client-config.js'
import { realtimeCredentials, type RealtimeCredentials } from './realtime-credentials.js'
import { SocketHub } from './socket-hub.js'

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Sends `objectUpdated` `{type, id, action, collection_id}` to these users' `presence-User-{id}`
     * channels. Fire-and-forget: call it after the transaction committed; it never throws.
     */
    publishObjectUpdated: PublishObjectUpdated
    /**
     * The same to every member of collection `collectionId` but `actorId` (read after the
     * change, so a member who just left is not told and one who just joined is).
     */
    publishCollectionUpdate: (
      collectionId: number,
      actorId: number,
      update: Omit<ObjectUpdated, 'collection_id'>,
    ) => void
    /** pusher-js's options for a page served at `origin` (the site configuration's `realtime`). */
    realtimeClientConfig: (origin: string) => Promise<RealtimeClientConfig>
    /** The realtime app's id, key and secret (IDX_PUSHER_URL's, else derived from server_secrets). */
    realtimeCredentials: RealtimeCredentials
    /** Resolves when every objectUpdated started so far has been sent or given up. */
    realtimeSettled: () => Promise<void>
  }
}

/**
 * Live updates (src/realtime/): the embedded Pusher-protocol endpoint at `/realtime/app/{key}`,
 * Pusher's events API at `/apps/{id}/events`, and the publisher. `bus` carries events between
 * processes: default PostgreSQL LISTEN/NOTIFY with DATABASE_URL, else this process alone (PGlite).
 */
export async function registerRealtime(
  app: FastifyInstance,
  config: ServerConfig,
  db: Kysely<Database>,
  bus?: RealtimeBus,
): Promise<void> {
  const credentials = realtimeCredentials(config.pusher, db)
  const realtimeBus = bus ?? (config.databaseUrl ? await postgresBus(config.databaseUrl, app.log) : processBus())
  const hub = new SocketHub(credentials, app.log)
  realtimeBus.onMessage((message) => hub.deliver(message))
  app.server.on('upgrade', (request, socket, head) => {
    if (SocketHub.handles(request)) hub.upgrade(request, socket, head)
    else socket.destroy()
  })
  const publisher = objectUpdatedPublisher({
    credentials,
    target: config.pusher
      ? configuredTarget(config.pusher)
      : listeningTarget(() => (app.server.listening ? (app.server.address() as AddressInfo | string | null) : null)),
    log: app.log,
  })
  app.decorate('realtimeCredentials', credentials)
  app.decorate('publishObjectUpdated', publisher as PublishObjectUpdated)
  app.decorate('realtimeSettled', publisher.settled)
  app.decorate('publishCollectionUpdate', (collectionId: number, actorId: number, update) => {
    db.selectFrom('collection_members')
      .select('user_id')
      .where('collection_id', '=', collectionId)
      .where('user_id', '!=', actorId)
      .execute()
      .then((rows) =>
        publisher(
          rows.map((row) => row.user_id),
          { ...update, collection_id: String(collectionId) },
        ),
      )
      .catch((error: unknown) => app.log.warn({ err: error }, 'realtime: could not read the members to tell'))
  })
  app.decorate('realtimeClientConfig', async (origin: string) =>
    realtimeClientConfig((await credentials()).key, origin, config.pusher),
  )
  await app.register(eventsRoutes({ credentials, bus: realtimeBus }))
  // Sockets first, so the server's close does not wait on them; then what is still being sent.
  app.addHook('preClose', async () => {
    await hub.close()
  })
  app.addHook('onClose', async () => {
    await publisher.settled()
    await realtimeBus.close()
  })
}
