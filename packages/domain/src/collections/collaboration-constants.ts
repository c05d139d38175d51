import { notificationFlag } from '../collaboration/notification-flag.js'
import type { NotificationFlagName } from '../collaboration/types.js'

// Collections' collaboration constants (spec collaboration-agents-admin.md, section 9), shared by
// the server and the browser.

/** Comments per page of a collection's chat. */
export const COMMENTS_PAGE_SIZE = 20
/** Invitations sent at once when several e-mails are invited. */
export const INVITE_CONCURRENCY = 3
/** How long the failed-invites message stays shown. */
export const FAILED_INVITES_FLASH_MS = 5000
/** Debounce of a collection's autosaved edits. */
export const SAVE_DEBOUNCE_MS = 300
/** Longest comment body, in characters after trimming. */
export const COMMENT_BODY_MAX = 2000
/** Days an invite code stays valid. */
export const INVITE_CODE_TTL_DAYS = 14
/** What a collection's members may be notified of. */
export const NOTIFICATION_EVENTS = ['invite', 'comment', 'add', 'remove', 'update'] as const
/** What a saved search's members may be notified of (`ran`: its alerts). */
export const SAVED_SEARCH_NOTIFICATION_EVENTS = ['ran', 'invite', 'comment', 'update'] as const
/** How they may be notified. */
export const NOTIFICATION_CHANNELS = ['email', 'sms'] as const

/** A collection notification event. */
export type CollectionNotificationEvent = (typeof NOTIFICATION_EVENTS)[number]
/** A collection notification channel. */
export type CollectionNotificationChannel = (typeof NOTIFICATION_CHANNELS)[number]

/**
 * The member attribute naming one event on one channel.
 *
 * @example
 * notifyFlag('comment', 'sms') // 'notify_comment_sms'
 */
export function notifyFlag(
  event: CollectionNotificationEvent,
  channel: CollectionNotificationChannel,
): NotificationFlagName {
  return notificationFlag(event, channel)
}

/**
 * Who sees a board is its owner's choice: a collaborator renames it and adds listings, never makes
 * it public or private. The edit form says so beside its disabled switch; the API answers 403 with it.
 */
export const PUBLIC_OWNER_ONLY_MESSAGE = 'Only the owner can make this collection public or private.'
