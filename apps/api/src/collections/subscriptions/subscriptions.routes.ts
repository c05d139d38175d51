import { NOTIFICATION_CHANNELS, NOTIFICATION_EVENTS } from '@idx/domain'
import { currentUser } from '../../auth/site-auth.js'
import { accessibleCollection } from '../accessible-collection.js'
import { collectionDocumentOf } from '../collection-document-of.js'
import { collectionDocumentSchema, collectionIdParams } from '../collection-schemas.js'
import { errorResponses } from '../../jsonapi/document-schemas.js'
import type { SchemaTypedApp } from '../../http/schema-typed-app.js'
import { setSubscription } from './subscriptions.repository.js'

const subscriptionBodySchema = {
  type: 'object',
  required: ['subscription_action', 'subscription_method'],
  additionalProperties: false,
  properties: {
    subscription_action: { type: 'string', enum: [...NOTIFICATION_EVENTS], description: 'The event' },
    subscription_method: { type: 'string', enum: [...NOTIFICATION_CHANNELS], description: 'The channel' },
  },
} as const

/**
 * A member's own notification choices on a collection (spec section 5): PUT subscribe / unsubscribe
 * with `subscription_action` (invite, comment, add, remove, update) and `subscription_method`
 * (email, sms). The answer is the collection, with the caller's notify_{event}_{channel} flags.
 */
export async function subscriptionsRoutes(app: SchemaTypedApp): Promise<void> {
  const tags = ['collections']
  for (const [verb, subscribed] of [
    ['subscribe', true],
    ['unsubscribe', false],
  ] as const) {
    app.put(
      `/collections/:id/${verb}`,
      {
        config: { auth: 'user' },
        schema: {
          tags,
          summary: `${subscribed ? 'Turns on' : 'Turns off'} one of the caller's notifications of a collection (members)`,
          description:
            `The caller's own choice only, for one event (${NOTIFICATION_EVENTS.join(', ')}) on one channel ` +
            `(${NOTIFICATION_CHANNELS.join(', ')}). Without a choice a member is notified by e-mail and not by ` +
            "SMS. Answers the collection document, whose notify_{event}_{channel} attributes show the caller's " +
            'choices. A non-member gets 403 for a public collection, 404 for a private one.',
          params: collectionIdParams,
          body: subscriptionBodySchema,
          response: { 200: collectionDocumentSchema, ...errorResponses(400, 403, 404) },
        },
      },
      async (request) => {
        const user = currentUser(request)
        // The board's row held against a delete while the choice is stored (a 404 once it is gone).
        const collection = await app.db.transaction().execute(async (trx) => {
          const collection = await accessibleCollection(trx, request, request.params.id, 'edit', 'key share')
          await setSubscription(trx, {
            collectionId: collection.id,
            userId: user.id,
            action: request.body.subscription_action,
            method: request.body.subscription_method,
            subscribed,
          })
          return collection
        })
        return collectionDocumentOf(app.db, request.site.id, collection.id, user.id)
      },
    )
  }
}
