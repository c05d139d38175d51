import type { NotificationChannel, NotificationEvent } from '../collaboration/types.js'

/** Comments fetched per page (`page[size]`), newest first. */
export const COMMENTS_PAGE_SIZE = 20
/** Invitations sent at once by the invite form's runner. */
export const INVITE_CONCURRENCY = 3
/** How long the 'Uh oh!' failed-invites warning shows. */
export const FAILED_INVITES_FLASH_MS = 5000
/** A collection or saved-search save waits this long and cancels an earlier pending save. */
export const SAVE_DEBOUNCE_MS = 300
/** A comment body's maximum length, after trimming. */
export const COMMENT_BODY_MAX = 2000
/** An invite code expires this many days after it was sent. */
export const INVITE_CODE_TTL_DAYS = 14
/** The events a collection notifies of, in the order the toggles show them. */
export const NOTIFICATION_EVENTS = [
  'invite',
  'comment',
  'add',
  'remove',
  'update',
] as const satisfies readonly NotificationEvent[]
/** The channels a collaborator may be notified on. */
export const NOTIFICATION_CHANNELS = ['email', 'sms'] as const satisfies readonly NotificationChannel[]

/**
 * The attribute that holds one member's choice for one event on one channel.
 *
 * @example
 * notifyFlag('comment', 'sms') // 'notify_comment_sms'
 */
export function notifyFlag<E extends NotificationEvent, C extends NotificationChannel>(
  event: E,
  channel: C,
): `notify_${E}_${C}` {
  return `notify_${event}_${channel}`
}
