import {
  NOTIFICATION_CHANNELS,
  NOTIFICATION_EVENTS,
  notificationFlag,
  type CollectionNotificationChannel,
  type NotificationEvent,
  type NotificationFlagName,
} from '@idx/domain'
import { sql, type Kysely } from 'kysely'
import type { Database } from '../../db/schema.js'
import { isSubscribed } from '../../notifications/subscription-defaults.js'

// A member's notification choices on a collection (migration 0016): only explicit choices are
// stored; without one a flag has its default (subscription-defaults.ts).

/** Every notify_{event}_{channel} flag of a collection or saved search (its kind's events), each on or off. */
export type NotifyFlags = Partial<Record<NotificationFlagName, boolean>>

/** Stores a member's choice for one event on one channel (PUT subscribe / unsubscribe). */
export async function setSubscription(
  db: Kysely<Database>,
  choice: {
    collectionId: number
    userId: number
    action: NotificationEvent
    method: CollectionNotificationChannel
    subscribed: boolean
  },
): Promise<void> {
  await db
    .insertInto('collection_subscriptions')
    .values({
      collection_id: choice.collectionId,
      user_id: choice.userId,
      action: choice.action,
      method: choice.method,
      subscribed: choice.subscribed,
    })
    .onConflict((conflict) =>
      conflict
        .columns(['collection_id', 'user_id', 'action', 'method'])
        .doUpdateSet({ subscribed: choice.subscribed, updated_at: sql<Date>`now()` }),
    )
    .execute()
}

/** The flags of `events` of a member with these stored choices (the defaults elsewhere). */
export function notifyFlags(
  choices: readonly {
    action: NotificationEvent
    method: CollectionNotificationChannel
    subscribed: boolean
  }[],
  events: readonly NotificationEvent[] = NOTIFICATION_EVENTS,
): NotifyFlags {
  const flags: NotifyFlags = {}
  for (const event of events) {
    for (const channel of NOTIFICATION_CHANNELS) {
      const choice = choices.find((row) => row.action === event && row.method === channel)
      flags[notificationFlag(event, channel)] = isSubscribed(channel, choice?.subscribed)
    }
  }
  return flags
}

/** The viewer's flags of `events` on each of these collections (or saved searches) they are a member of. */
export async function findViewerNotifyFlags(
  db: Kysely<Database>,
  ids: readonly number[],
  viewerId: number | null,
  events: readonly NotificationEvent[] = NOTIFICATION_EVENTS,
): Promise<Map<number, NotifyFlags>> {
  const out = new Map<number, NotifyFlags>()
  if (ids.length === 0 || viewerId === null) return out
  const rows = await db
    .selectFrom('collection_subscriptions')
    .select(['collection_id', 'action', 'method', 'subscribed'])
    .where('collection_id', 'in', [...ids])
    .where('user_id', '=', viewerId)
    .execute()
  for (const id of ids)
    out.set(
      id,
      notifyFlags(
        rows.filter((row) => row.collection_id === id),
        events,
      ),
    )
  return out
}
