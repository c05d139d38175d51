import {
  NOTIFICATION_CHANNELS,
  NOTIFICATION_EVENTS,
  notificationFlag,
  SAVED_SEARCH_NOTIFICATION_EVENTS,
} from '@idx/domain'
import type { NotificationEvent, NotificationFlags } from '@idx/domain'
import { useId } from 'react'
import { CollabStyles } from '../shared/CollabStyles.js'

/** An event a collection notifies of. */
export type CollectionEvent = (typeof NOTIFICATION_EVENTS)[number]
/** A channel it notifies on. */
export type CollectionChannel = (typeof NOTIFICATION_CHANNELS)[number]

/** How each event reads to a shopper. */
export const NOTIFICATION_EVENT_LABELS: Record<CollectionEvent, string> = {
  invite: 'Someone joins the collection',
  comment: 'Someone comments',
  add: 'A home is added',
  remove: 'A home is removed',
  update: 'The collection is renamed or changed',
}

/** An event a saved search notifies of (`ran`: its alerts). */
export type SavedSearchEvent = (typeof SAVED_SEARCH_NOTIFICATION_EVENTS)[number]

/** How each saved-search event reads. */
export const SAVED_SEARCH_EVENT_LABELS: Record<SavedSearchEvent, string> = {
  ran: 'New homes or price and status changes match (alerts)',
  invite: 'Someone joins the search',
  comment: 'Someone comments',
  update: 'The search is renamed or its filters change',
}

const KIND_EVENTS = {
  collection: { events: NOTIFICATION_EVENTS, labels: NOTIFICATION_EVENT_LABELS },
  'saved-search': { events: SAVED_SEARCH_NOTIFICATION_EVENTS, labels: SAVED_SEARCH_EVENT_LABELS },
} as const

/** How each channel reads. */
export const NOTIFICATION_CHANNEL_LABELS: Record<CollectionChannel, string> = { email: 'Email', sms: 'Text message' }

export interface NotificationTogglesProps {
  /** The member's `notify_{event}_{channel}` attributes; missing reads as off. */
  flags: NotificationFlags
  /** Subscribe (`on`) or unsubscribe; the host reloads the collection after. */
  onToggle: (event: NotificationEvent, channel: CollectionChannel, on: boolean) => void
  /** Flags being saved: their switches are busy. */
  pending?: readonly string[]
  /** Whose events: a collection's (default) or a saved search's. */
  kind?: keyof typeof KIND_EVENTS
}

/**
 * The member's notification switches: one row per event, one switch per channel (e-mail, text
 * message), each named in full ('Someone comments: Email').
 *
 * @example
 * <NotificationToggles flags={{ notify_comment_email: true }} onToggle={(e, c, on) => toggle(e, c, on)} />
 */
export function NotificationToggles({ flags, onToggle, pending = [], kind = 'collection' }: NotificationTogglesProps) {
  const id = useId()
  const { events, labels } = KIND_EVENTS[kind]
  const label = (event: NotificationEvent) => (labels as Partial<Record<NotificationEvent, string>>)[event] ?? event
  return (
    <section className="idx-collab" aria-labelledby={`${id}-title`}>
      <CollabStyles />
      <h2 id={`${id}-title`} className="idx-collab__title">
        Notify me when
      </h2>
      <table className="idx-collab__grid">
        <thead>
          <tr>
            <th scope="col">Event</th>
            {NOTIFICATION_CHANNELS.map((channel) => (
              <th key={channel} scope="col">
                {NOTIFICATION_CHANNEL_LABELS[channel]}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {events.map((event: NotificationEvent) => (
            <tr key={event}>
              <th scope="row" style={{ fontWeight: 'normal', overflowWrap: 'anywhere' }}>
                {label(event)}
              </th>
              {NOTIFICATION_CHANNELS.map((channel) => {
                const flag = notificationFlag(event, channel)
                const on = flags[flag] === true
                const busy = pending.includes(flag)
                return (
                  <td key={channel}>
                    <input
                      type="checkbox"
                      role="switch"
                      name={flag}
                      checked={on}
                      aria-busy={busy || undefined}
                      aria-label={`${label(event)}: ${NOTIFICATION_CHANNEL_LABELS[channel]}`}
                      style={{ width: 24, height: 24 }}
                      onChange={() => {
                        if (!busy) onToggle(event, channel, !on)
                      }}
                    />
                  </td>
                )
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  )
}
