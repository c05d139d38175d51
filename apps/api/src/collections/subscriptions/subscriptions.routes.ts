import { NOTIFICATION_CHANNELS } from '@idx/domain'
import { currentUser } from '../../auth/site-auth.js'
import { accessibleCollection } from '../accessible-collection.js'
import { collectionIdParams } from '../collection-schemas.js'
import type { SharedRoutesOf } from '../shared-routes-of.js'
import { errorResponses } from '../../jsonapi/document-schemas.js'
import type { SchemaTypedApp } from '../../http/schema-typed-app.js'
import { setSubscription } from './subscriptions.repository.js'

/** The body of subscribe and unsubscribe: one event of `events` on one channel. */
function subscriptionBodySchema<const Events extends readonly string[]>(events: Events) {
  return {
    type: 'object',
    required: ['subscription_action', 'subscription_method'],
    additionalProperties: false,
    properties: {
      subscription_action: { type: 'string', enum: events, description: 'The event' },
      subscription_method: { type: 'string', enum: NOTIFICATION_CHANNELS, description: 'The channel' },
    },
  } as const
}

/**
 * A member's own notification choices on a collection or saved search (spec section 5): PUT
 * subscribe / unsubscribe with `subscription_action` (a collection's invite, comment, add, remove,
 * update; a saved search's ran, invite, comment, update) and `subscription_method` (email, sms).
 * The answer is the record's document, with the caller's notify_{event}_{channel} flags.
 */
export function subscriptionsRoutes(app: SchemaTypedApp, { record, documentOf, documentSchema }: SharedRoutesOf): void {
  const { noun, events } = record
  for (const [verb, subscribed] of [
    ['subscribe', true],
    ['unsubscribe', false],
  ] as const) {
    app.put(
      `/${record.path}/:id/${verb}`,
      {
        config: { auth: 'user' },
        schema: {
          tags: [record.tag],
          summary: `${subscribed ? 'Turns on' : 'Turns off'} one of the caller's notifications of a ${noun} (members)`,
          description:
            `The caller's own choice only, for one event (${events.join(', ')}) on one channel ` +
            `(${NOTIFICATION_CHANNELS.join(', ')}). Without a choice a member is notified by e-mail and not by ` +
            `SMS. Answers the ${noun} document, whose notify_{event}_{channel} attributes show the caller's ` +
            `choices. A non-member gets 403 for a public ${noun}, 404 for a private one.`,
          params: collectionIdParams,
          body: subscriptionBodySchema(events),
          response: { 200: documentSchema, ...errorResponses(400, 403, 404) },
        },
      },
      async (request) => {
        const user = currentUser(request)
        // The record's row held against a delete while the choice is stored (a 404 once it is gone).
        const collection = await app.db.transaction().execute(async (trx) => {
          const collection = await accessibleCollection(trx, request, request.params.id, 'edit', 'key share', record)
          await setSubscription(trx, {
            collectionId: collection.id,
            userId: user.id,
            action: request.body.subscription_action,
            method: request.body.subscription_method,
            subscribed,
          })
          return collection
        })
        return documentOf(request.site.id, collection.id, user.id)
      },
    )
  }
}
