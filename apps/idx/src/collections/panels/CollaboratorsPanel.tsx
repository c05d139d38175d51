import { CollaboratorsList } from '@idx/collaboration-ui'
import type { Invitation, User } from '@idx/domain'
import { useFlash } from '@idx/ui'
import { Navigate, useLocation, useNavigate, useOutletContext } from 'react-router'
import type { CollectionPanelContext } from '../collection-panel-context.js'
import { PanelFrame } from './PanelFrame.js'
import { collectionPeople, failureMessage, opensInvite, panelTo } from './panel-models.js'

/** Router state the invite form's Cancel sets: the list shows even with nobody to list. */
export type CollaboratorsState = { stay?: boolean }

/**
 * `collection/{id}/collaborators`: the members (the owner labelled 'Owner'), the pending
 * invitations, 'Invite People'. With nobody but the owner it goes straight to the invite form
 * (spec §2), unless the visitor came back from it. A collaborator who removes themselves has left:
 * back to the index.
 */
export function CollaboratorsPanel() {
  const { api, collectionId, collection, user, closePanel } = useOutletContext<CollectionPanelContext>()
  const { search, state } = useLocation()
  const navigate = useNavigate()
  const flash = useFlash()
  const [removeMember] = api.useRemoveCollectionMemberMutation()
  const [uninvite] = api.useUninviteFromCollectionMutation()
  const { owner, collaborators, invitations } = collectionPeople(collection)
  const stay = (state as CollaboratorsState | null)?.stay === true

  if (opensInvite(collection) && !stay)
    return <Navigate replace to={panelTo(collectionId, 'collaborators/invite', search)} />

  async function remove(member: User) {
    const result = await removeMember({ id: collectionId, userId: member.id })
    if (result.error) {
      flash(failureMessage(result.error), 'error')
      throw new Error('the member was not removed') // keeps the question open
    }
    if (member.id === user.id) {
      flash(`You left the collection ${collection.name}`)
      void navigate('/')
    }
  }
  async function cancelInvitation(invitation: Invitation) {
    const result = await uninvite({ id: collectionId, email: invitation.email })
    if (result.error) {
      flash(failureMessage(result.error), 'error')
      throw new Error('the invitation was not removed')
    }
  }

  return (
    <PanelFrame title="Collaborators" heading={false} onClose={closePanel}>
      <CollaboratorsList
        owner={owner ?? user}
        collaborators={collaborators}
        invitations={invitations}
        currentUserId={user.id}
        onRemove={remove}
        onUninvite={cancelInvitation}
        onInvite={() => void navigate(panelTo(collectionId, 'collaborators/invite', search))}
      />
    </PanelFrame>
  )
}
