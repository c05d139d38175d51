import type { NotificationChannel, NotificationEvent, NotificationFlagName } from './types.js'

/**
 * The flag name for one event on one channel.
 *
 * @example
 * notificationFlag('comment', 'sms') // 'notify_comment_sms'
 */
export function notificationFlag(event: NotificationEvent, channel: NotificationChannel): NotificationFlagName {
  return `notify_${event}_${channel}`
}
