import type { Invitation, User } from '@idx/domain'
import { LetterAvatar } from '@idx/ui'
import { useId, useState } from 'react'
import { CollabStyles } from '../shared/CollabStyles.js'
import { ConfirmDialog } from '../shared/ConfirmDialog.js'

export interface CollaboratorsListProps {
  /** The owner, listed first and labelled 'Owner'; never removable. */
  owner: User
  /** Every member (the owner may be among them; they are shown once). */
  collaborators: readonly User[]
  invitations: readonly Invitation[]
  /** The signed-in user: the owner may remove anyone else, a collaborator only themselves (leave). */
  currentUserId: string
  /** 'collection' or 'saved search': the word in the uninvite message. */
  recordKind?: 'collection' | 'saved search'
  /** Removes a member; a rejected promise means "not removed" (the host shows why) and keeps the question open. */
  onRemove: (user: User) => Promise<void> | void
  /** Cancels an invitation; a rejected promise means it stays (the host shows why). */
  onUninvite: (invitation: Invitation) => Promise<void> | void
  /** Opens the invite form; without it no invite button shows. */
  onInvite?: () => void
}

function displayName(user: User): string {
  return user.full_name || [user.first_name, user.last_name].filter(Boolean).join(' ') || user.email || 'Unknown user'
}

/**
 * A collection's members (avatar 40, the owner labelled 'Owner') and its pending invitations.
 * Removing a member asks 'Remove {first_name}?' (NO / YES); the owner has no remove button, and a
 * collaborator sees one only on their own row (leaving). Uninviting says
 * '{email} was successfully removed from the collection'.
 *
 * @example
 * <CollaboratorsList owner={ada} collaborators={[ada, bob]} invitations={[]} currentUserId="1" onRemove={remove} onUninvite={uninvite} />
 */
export function CollaboratorsList({
  owner,
  collaborators,
  invitations,
  currentUserId,
  recordKind = 'collection',
  onRemove,
  onUninvite,
  onInvite,
}: CollaboratorsListProps) {
  const id = useId()
  const [removing, setRemoving] = useState<User | null>(null)
  const [busy, setBusy] = useState(false)
  const [message, setMessage] = useState('')
  const members = [owner, ...collaborators.filter((u) => u.id !== owner.id)]
  const isOwner = currentUserId === owner.id

  async function remove() {
    if (!removing) return
    setBusy(true)
    try {
      await onRemove(removing)
      setMessage(`${displayName(removing)} was successfully removed from the ${recordKind}`)
      setRemoving(null)
    } catch {
      // The host said why (a rejected promise is its "not removed"); the question stays open to retry.
    } finally {
      setBusy(false)
    }
  }

  async function uninvite(invitation: Invitation) {
    try {
      await onUninvite(invitation)
      setMessage(`${invitation.email} was successfully removed from the ${recordKind}`)
    } catch {
      // Not removed: the host said why, and the invitation stays listed.
    }
  }

  return (
    <section className="idx-collab" aria-labelledby={`${id}-members`}>
      <CollabStyles />
      <h2 id={`${id}-members`} className="idx-collab__title">
        Collaborators
      </h2>
      <ul className="idx-collab__list">
        {members.map((user) => {
          const removable = user.id !== owner.id && (isOwner || user.id === currentUserId)
          const leaving = user.id === currentUserId
          return (
            <li key={user.id} className="idx-collab__row">
              <LetterAvatar name={displayName(user)} size="member" />
              <span className="idx-collab__grow">{displayName(user)}</span>
              {user.id === owner.id ? <span className="idx-collab__tag">Owner</span> : null}
              {removable ? (
                <button
                  type="button"
                  className="idx-collab__button idx-collab__button--quiet"
                  aria-label={leaving ? 'Leave collection' : `Remove ${displayName(user)}`}
                  onClick={() => setRemoving(user)}
                >
                  {leaving ? 'Leave' : 'Remove'}
                </button>
              ) : null}
            </li>
          )
        })}
      </ul>
      {invitations.length > 0 ? (
        <>
          <h3 id={`${id}-invited`} className="idx-collab__label">
            Invited
          </h3>
          <ul className="idx-collab__list" aria-labelledby={`${id}-invited`}>
            {invitations.map((invitation) => (
              <li key={invitation.id ?? invitation.email} className="idx-collab__row">
                <span className="idx-collab__grow">{invitation.email}</span>
                <span className="idx-collab__tag">Pending</span>
                <button
                  type="button"
                  className="idx-collab__button idx-collab__button--quiet"
                  aria-label={`Uninvite ${invitation.email}`}
                  onClick={() => void uninvite(invitation)}
                >
                  Uninvite
                </button>
              </li>
            ))}
          </ul>
        </>
      ) : null}
      <p role="status" className="idx-collab__muted">
        {message}
      </p>
      {onInvite ? (
        <div className="idx-collab__actions">
          <button type="button" className="idx-collab__button" onClick={onInvite}>
            Invite People
          </button>
        </div>
      ) : null}
      <ConfirmDialog
        open={removing !== null}
        question={`Remove ${removing?.first_name || (removing ? displayName(removing) : '')}?`}
        noLabel="NO"
        yesLabel="YES"
        busy={busy}
        onNo={() => setRemoving(null)}
        onYes={() => void remove()}
      />
    </section>
  )
}
