import type { JoinType } from '@idx/domain'
import { Heading } from '@idx/ui'
import { useId } from 'react'
import { CollabStyles } from '../shared/CollabStyles.js'

export interface JoinSplashProps {
  type: JoinType
  /** The invitation's details when the server knows the code (`GET /joins/...`). */
  invitation?: { collection_name?: string | null; inviter_first_name?: string | null } | null
  /** The accept call (then the host goes to the record whatever happened) is under way. */
  joining?: boolean
  onJoin: () => void
}

const NOUN: Record<JoinType, string> = { collection: 'Collection', 'saved-search': 'Saved Search' }

/** The explanation under the splash's title, for a collection or a saved search. */
export function joinExplanation(type: JoinType, inviter?: string | null, name?: string | null): string {
  const who = inviter?.trim() || 'Someone'
  if (type === 'collection') {
    const what = name?.trim() ? `the collection “${name.trim()}”` : 'a collection'
    return `${who} wants you to join ${what}: save homes you like to it, comment on them together and get notified when something changes.`
  }
  const what = name?.trim() ? `the saved search “${name.trim()}”` : 'a saved search'
  return `${who} wants you to join ${what}: get alerts when new homes match it and talk them over together.`
}

/**
 * The invitation splash: 'Lucky You! Someone Has Invited You to Collaborate.', an explanation, and
 * 'Join Collection' / 'Join Saved Search', busy (and announced) while joining.
 *
 * @example
 * <JoinSplash type="collection" invitation={{ collection_name: 'Lake houses', inviter_first_name: 'Ada' }} onJoin={accept} />
 */
export function JoinSplash({ type, invitation, joining = false, onJoin }: JoinSplashProps) {
  const id = useId()
  return (
    <section className="idx-collab" aria-labelledby={`${id}-title`} aria-busy={joining || undefined}>
      <CollabStyles />
      <Heading level={1} id={`${id}-title`} className="idx-collab__title">
        Lucky You! Someone Has Invited You to Collaborate.
      </Heading>
      <p>{joinExplanation(type, invitation?.inviter_first_name, invitation?.collection_name)}</p>
      <div className="idx-collab__actions">
        <button
          type="button"
          className="idx-collab__button"
          aria-disabled={joining || undefined}
          onClick={() => {
            if (!joining) onJoin()
          }}
        >
          {joining ? <span className="idx-collab__spinner" aria-hidden="true" /> : null} Join {NOUN[type]}
        </button>
      </div>
      <p role="status" className="idx-collab__muted">
        {joining ? `Joining the ${NOUN[type].toLowerCase()}…` : ''}
      </p>
    </section>
  )
}
