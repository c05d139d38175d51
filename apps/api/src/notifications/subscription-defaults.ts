import type { CollectionNotificationChannel } from '@idx/domain'

/**
 * Whether a member gets one event on one channel: their stored choice when they made one, else the
 * default (e-mail on, SMS off). Only explicit choices are stored (collection_subscriptions), so a
 * member who joins by any path starts with the defaults.
 *
 * @example
 * isSubscribed('email', undefined) // true
 * isSubscribed('sms', undefined)   // false
 * isSubscribed('email', false)     // false
 */
export function isSubscribed(channel: CollectionNotificationChannel, choice: boolean | undefined): boolean {
  return choice ?? channel === 'email'
}
