import type { FastifyInstance, FastifyRequest } from 'fastify'
import { ApiError } from '../http/errors.js'
import { errorResponses } from '../jsonapi/document-schemas.js'
import { eventsRequestProblem } from './pusher-signatures.js'
import { notifyPayload, type RealtimeBus, type RealtimeMessage } from './realtime-bus.js'
import type { RealtimeCredentials } from './realtime-credentials.js'
import { CHANNEL_NAME } from './socket-hub.js'

/** Pusher's limits: 100 channels an event, 10 events a batch, an event name of 200 characters. */
const MAX_CHANNELS = 100
const MAX_BATCH = 10
const MAX_EVENT_NAME = 200
/** Bodies are small: an event's data must fit a PostgreSQL notification. */
const MAX_BODY_BYTES = 64 * 1024

type EventBody = { name?: unknown; data?: unknown; channels?: unknown; channel?: unknown; socket_id?: unknown }

/** The messages of one event of the events API, or the 4xx that refuses it. */
function eventMessages(event: EventBody, pointer: string): RealtimeMessage[] {
  if (typeof event !== 'object' || event === null) throw new ApiError(400, 'Each event must be an object', pointer)
  const { name, data, channels, channel, socket_id: socketId } = event
  if (typeof name !== 'string' || name === '' || name.length > MAX_EVENT_NAME) {
    throw new ApiError(400, `name must be a string of 1 to ${MAX_EVENT_NAME} characters`, `${pointer}/name`)
  }
  if (typeof data !== 'string') throw new ApiError(400, 'data must be a string', `${pointer}/data`)
  const names = channels === undefined ? [channel] : channels
  if (
    !Array.isArray(names) ||
    names.length === 0 ||
    names.length > MAX_CHANNELS ||
    !names.every((item) => typeof item === 'string' && CHANNEL_NAME.test(item))
  ) {
    throw new ApiError(400, `channels must be 1 to ${MAX_CHANNELS} valid channel names`, `${pointer}/channels`)
  }
  if (socketId !== undefined && (typeof socketId !== 'string' || !/^\d+\.\d+$/.test(socketId))) {
    throw new ApiError(400, 'socket_id must look like 1234.5678', `${pointer}/socket_id`)
  }
  return (names as string[]).map((target) => {
    const message = { channel: target, event: name, data, ...(socketId ? { exceptSocketId: socketId } : {}) }
    if (notifyPayload(message) === null) throw new ApiError(413, 'The event is too large', `${pointer}/data`)
    return message
  })
}

/**
 * Pusher's events HTTP API, as the `pusher` npm package calls it (`trigger`, `triggerBatch`):
 * `POST /apps/{app_id}/events` and `/batch_events`, signed with the app's secret (401 otherwise).
 * Accepted events go onto the bus, which brings them to every process's sockets.
 */
export function eventsRoutes(options: { credentials: RealtimeCredentials; bus: RealtimeBus }) {
  return async function realtimeEvents(app: FastifyInstance): Promise<void> {
    // The signature covers the body's MD5: keep the body as it came.
    app.removeContentTypeParser(['application/json'])
    app.addContentTypeParser(
      'application/json',
      { parseAs: 'string', bodyLimit: MAX_BODY_BYTES },
      (_request, body, done) => done(null, body),
    )

    const accepted = async (request: FastifyRequest<{ Params: { appId: string } }>): Promise<unknown> => {
      const realtimeApp = await options.credentials()
      const body = typeof request.body === 'string' ? request.body : ''
      const path = request.url.split('?', 1)[0] ?? ''
      const query = request.query as Record<string, unknown>
      const problem =
        request.params.appId === realtimeApp.appId
          ? eventsRequestProblem(realtimeApp, { method: request.method, path, query, body })
          : 'Unknown app'
      if (problem) throw new ApiError(401, problem)
      try {
        return JSON.parse(body) as unknown
      } catch {
        throw new ApiError(400, 'The body must be JSON')
      }
    }
    const publish = async (messages: RealtimeMessage[]) => {
      for (const message of messages) await options.bus.publish(message)
    }

    const route = (summary: string, description: string) => ({
      // Signed by its query (auth_signature), not by a bearer token.
      config: { public: true },
      schema: {
        tags: ['realtime'],
        summary,
        description:
          `${description} Signed as Pusher's HTTP API (auth_key, auth_timestamp, auth_version=1.0, body_md5, ` +
          'auth_signature): a wrong or missing signature is 401, an event larger than a notification 413.',
        params: { type: 'object', properties: { appId: { type: 'string' } }, required: ['appId'] },
        response: { 200: { type: 'object', additionalProperties: true }, ...errorResponses(400, 413) },
      },
    })
    app.post<{ Params: { appId: string } }>(
      '/apps/:appId/events',
      route(
        "Triggers an event on up to 100 channels (Pusher's events API)",
        'Body `{name, data, channels | channel, socket_id?}`; `socket_id` is left out of the delivery.',
      ),
      async (request) => {
        const event = (await accepted(request)) as EventBody
        await publish(eventMessages(event, ''))
        return {}
      },
    )
    app.post<{ Params: { appId: string } }>(
      '/apps/:appId/batch_events',
      route(
        "Triggers up to 10 events (Pusher's batch events API)",
        'Body `{batch: [{channel, name, data, socket_id?}]}`.',
      ),
      async (request) => {
        const body = (await accepted(request)) as { batch?: unknown }
        const batch = typeof body === 'object' && body !== null ? body.batch : undefined
        if (!Array.isArray(batch) || batch.length === 0 || batch.length > MAX_BATCH) {
          throw new ApiError(400, `batch must hold 1 to ${MAX_BATCH} events`, '/batch')
        }
        const messages = batch.flatMap((event: EventBody, index) => eventMessages(event, `/batch/${index}`))
        await publish(messages)
        return { batch: batch.map(() => ({})) }
      },
    )
  }
}
