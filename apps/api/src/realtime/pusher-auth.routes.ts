import { userChannelName } from '@idx/domain'
import Pusher from 'pusher'
import { currentUser } from '../auth/site-auth.js'
import { ApiError } from '../http/errors.js'
import { errorResponses } from '../jsonapi/document-schemas.js'
import type { SchemaTypedApp } from '../http/schema-typed-app.js'

// The one channel a user may join is their own presence channel (@idx/domain's userChannelName),
// where their updates arrive.
export const OTHER_CHANNEL_DETAIL = 'You may only subscribe to your own channel (presence-User-{your id}).'

const authBody = {
  type: 'object',
  required: ['socket_id', 'channel_name'],
  properties: {
    socket_id: { type: 'string', pattern: '^\\d+\\.\\d+$', maxLength: 40 },
    channel_name: { type: 'string', minLength: 1, maxLength: 164 },
  },
} as const

/**
 * `POST /api/v3/pusher/auth`: signs a signed-in user's subscription to `presence-User-{their id}`
 * (pusher-js's channel authorization, form-encoded or JSON), as the `pusher` package's
 * `authorizeChannel` does. Any other channel is 403; the site token alone is 401.
 */
export async function pusherAuthRoutes(app: SchemaTypedApp): Promise<void> {
  // pusher-js posts its form; Fastify parses JSON already.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)))
  })
  app.post(
    '/pusher/auth',
    {
      config: { auth: 'user' },
      schema: {
        tags: ['realtime'],
        summary: "Authorizes a socket to join the signed-in user's own presence channel",
        description:
          "pusher-js's channel authorization endpoint. Only `presence-User-{id}` of the signed-in user is signed " +
          '(403 otherwise); channel_data carries `{user_id, user_info: {first_name}}`.',
        consumes: ['application/x-www-form-urlencoded', 'application/json'],
        body: authBody,
        response: {
          200: {
            type: 'object',
            required: ['auth', 'channel_data'],
            properties: { auth: { type: 'string' }, channel_data: { type: 'string' } },
          },
          ...errorResponses(400, 403),
        },
      },
    },
    async (request) => {
      const user = currentUser(request)
      const { socket_id: socketId, channel_name: channel } = request.body
      if (channel !== userChannelName(user.id)) throw new ApiError(403, OTHER_CHANNEL_DETAIL, '/channel_name')
      const credentials = await app.realtimeCredentials()
      // Only signs here (no request is sent): the host is never used.
      const pusher = new Pusher({ ...credentials, host: 'localhost' })
      const signed = pusher.authorizeChannel(socketId, channel, {
        user_id: String(user.id),
        user_info: { first_name: user.firstName },
      })
      return { auth: signed.auth, channel_data: signed.channel_data ?? '' }
    },
  )
}
