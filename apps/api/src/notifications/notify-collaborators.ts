import { NOTIFICATION_CHANNELS, type CollectionNotificationChannel } from '@idx/domain'
import type { Kysely, Transaction } from 'kysely'
import type { Database } from '../db/schema.js'
import { enqueueJob } from '../jobs/enqueue-job.js'
import { isSubscribed } from './subscription-defaults.js'
import {
  NOTIFICATION_SUBJECTS,
  notificationPath,
  notificationText,
  type NotificationSubject,
} from './notification-text.js'

/** The job kind notifications travel as (handled in notification-jobs.ts). */
export const NOTIFICATION_JOB = 'notification'

/** A `notification` job's payload: one message to one member on one channel, its words made when enqueued. */
export interface NotificationPayload {
  site_id: number
  collection_id: number
  user_id: number
  channel: CollectionNotificationChannel
  event: NotificationSubject['event']
  subject: string
  text: string
  /** The app path the message links to, e.g. /app/collection/7/chat. */
  path: string
}

/**
 * Enqueues, in the caller's transaction (so it happens if and only if the change commits), one
 * `notification` job per member of the collection other than the actor and per channel on which
 * that member's `notify_{event}_{channel}` is on (default e-mail on, SMS off). Answers how many.
 *
 * @example
 * await db.transaction().execute(async (trx) => {
 *   await insertComment(trx, …)
 *   await notifyCollaborators(trx, { collectionId, actorId: user.id, subject: { event: 'comment', body } })
 * })
 */
export async function notifyCollaborators(
  trx: Transaction<Database> | Kysely<Database>,
  options: { collectionId: number; actorId: number; subject: NotificationSubject },
): Promise<number> {
  const { collectionId, actorId, subject } = options
  const { event } = subject
  const collection = await trx
    .selectFrom('collections')
    .innerJoin('users as actor', (join) => join.on('actor.id', '=', actorId))
    .select(['collections.site_id', 'collections.name', 'collections.kind', 'actor.first_name'])
    .where('collections.id', '=', collectionId)
    .executeTakeFirst()
  if (!collection) return 0
  const [members, choices] = await Promise.all([
    trx
      .selectFrom('collection_members')
      .select('user_id')
      .where('collection_id', '=', collectionId)
      .where('user_id', '!=', actorId)
      .orderBy('user_id')
      .execute(),
    trx
      .selectFrom('collection_subscriptions')
      .select(['user_id', 'method', 'subscribed'])
      .where('collection_id', '=', collectionId)
      .where('action', '=', event)
      .execute(),
  ])
  const text = notificationText(collection.first_name, collection.name, subject)
  let count = 0
  for (const { user_id: userId } of members) {
    for (const channel of NOTIFICATION_CHANNELS) {
      const choice = choices.find((row) => row.user_id === userId && row.method === channel)
      if (!isSubscribed(channel, choice?.subscribed)) continue
      const payload: NotificationPayload = {
        site_id: collection.site_id,
        collection_id: collectionId,
        user_id: userId,
        channel,
        event,
        subject: NOTIFICATION_SUBJECTS[event](collection.name),
        text,
        path: notificationPath(collectionId, event, collection.kind),
      }
      await enqueueJob(trx, NOTIFICATION_JOB, payload)
      count += 1
    }
  }
  return count
}
