/** What a user's channel name starts with: a presence channel, authorised per user by the API. */
export const USER_CHANNEL_PREFIX = 'presence-User-'

/**
 * The channel a user's changes are announced on, the only one they may subscribe to
 * (`POST /api/v3/pusher/auth` signs it for them alone).
 *
 * @example
 * userChannelName(42) // 'presence-User-42'
 */
export function userChannelName(userId: string | number): string {
  return `${USER_CHANNEL_PREFIX}${userId}`
}
