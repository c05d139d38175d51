import type { NotificationChannel, NotificationEvent, NotificationFlagName } from '../types/collaboration.js'

/** Every notification event. */
export const NOTIFICATION_EVENTS = [
  'add',
  'invite',
  'remove',
  'update',
  'comment',
  'ran',
] as const satisfies readonly NotificationEvent[]

/** Every notification channel. */
export const NOTIFICATION_CHANNELS = ['sms', 'email'] as const satisfies readonly NotificationChannel[]

/** Events a collection's collaborators can subscribe to. */
export const COLLECTION_NOTIFICATION_EVENTS = [
  'invite',
  'comment',
  'add',
  'remove',
  'update',
] as const satisfies readonly NotificationEvent[]

/** Events a saved search's collaborators can subscribe to. */
export const SAVED_SEARCH_NOTIFICATION_EVENTS = [
  'ran',
  'invite',
  'comment',
  'update',
] as const satisfies readonly NotificationEvent[]

/**
 * The flag name for one event on one channel.
 *
 * @example
 * notificationFlag('comment', 'sms') // 'notify_comment_sms'
 */
export function notificationFlag(event: NotificationEvent, channel: NotificationChannel): NotificationFlagName {
  return `notify_${event}_${channel}`
}
