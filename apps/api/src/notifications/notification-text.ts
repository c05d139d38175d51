import type { CollectionNotificationEvent } from '@idx/domain'

/** What happened, for the words of a notification. */
export type NotificationSubject =
  | { event: 'comment'; body: string }
  | { event: 'add'; listingTitle: string | null }
  | { event: 'remove'; count: number }
  /** `filters`: a saved search's filters changed. */
  | { event: 'update'; name?: { from: string; to: string }; isPublic?: boolean; filters?: boolean }
  /** The actor accepted an invitation and joined. */
  | { event: 'invite' }

/** How much of a comment a notification quotes. */
export const QUOTE_MAX = 140

function quote(body: string): string {
  const flat = body.replace(/\s+/g, ' ').trim()
  const chars = [...flat]
  return chars.length <= QUOTE_MAX ? flat : `${chars.slice(0, QUOTE_MAX - 1).join('')}…`
}

/**
 * The one line a member is told: `{actor} {did what} {collection}`. Plain text: the e-mail's text
 * part and the SMS both carry it as is.
 *
 * @example
 * notificationText('Jane', 'Barton Hills homes', { event: 'comment', body: 'Love the porch' })
 * // 'Jane commented on Barton Hills homes: "Love the porch"'
 */
export function notificationText(actor: string, collection: string, subject: NotificationSubject): string {
  const who = actor.trim() || 'Someone'
  switch (subject.event) {
    case 'comment':
      return `${who} commented on ${collection}: "${quote(subject.body)}"`
    case 'add':
      return subject.listingTitle
        ? `${who} added ${subject.listingTitle} to ${collection}`
        : `${who} added a listing to ${collection}`
    case 'remove':
      return `${who} removed ${subject.count === 1 ? 'a listing' : `${subject.count} listings`} from ${collection}`
    case 'update': {
      const parts: string[] = []
      if (subject.name) parts.push(`renamed ${subject.name.from} to ${subject.name.to}`)
      if (subject.isPublic !== undefined) {
        parts.push(`made ${subject.name ? 'it' : collection} ${subject.isPublic ? 'public' : 'private'}`)
      }
      if (subject.filters) parts.push(`changed the filters of ${subject.name ? subject.name.to : collection}`)
      return parts.length === 0 ? `${who} updated ${collection}` : `${who} ${parts.join(' and ')}`
    }
    case 'invite':
      return `${who} joined ${collection}`
  }
}

/** The e-mail subject of each event. */
export const NOTIFICATION_SUBJECTS: Record<CollectionNotificationEvent, (collection: string) => string> = {
  comment: (collection) => `New comment on ${collection}`,
  add: (collection) => `A listing was added to ${collection}`,
  remove: (collection) => `Listings were removed from ${collection}`,
  update: (collection) => `${collection} was updated`,
  invite: (collection) => `A collaborator joined ${collection}`,
}

/**
 * Where a notification sends the member: the chat for comments, else the board (or, with
 * `segment` 'saved-search', the saved search).
 *
 * @example
 * notificationPath(7, 'comment')                 // '/app/collection/7/chat'
 * notificationPath(7, 'update', 'saved-search')  // '/app/saved-search/7'
 */
export function notificationPath(
  collectionId: number,
  event: CollectionNotificationEvent,
  segment: 'collection' | 'saved-search' = 'collection',
): string {
  return event === 'comment' ? `/app/${segment}/${collectionId}/chat` : `/app/${segment}/${collectionId}`
}
