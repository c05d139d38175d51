import { CollaboratorsList } from '@idx/collaboration-ui'
import type { Invitation, User } from '@idx/domain'
import { useFlash } from '@idx/ui'
import { Navigate, useLocation, useNavigate, useOutletContext } from 'react-router'
import { PanelFrame } from '../PanelFrame.js'
import { failureMessage, opensInvite, panelTo, RECORD_PANEL_WORDS, recordPeople } from './panel-models.js'
import type { RecordPanelContext } from './record-panel-context.js'

/** Router state the invite form's Cancel sets: the list shows even with nobody to list. */
export type CollaboratorsState = { stay?: boolean }

/**
 * `collection/{id}/collaborators` and `saved-search/{id}/collaborators`: the members (the owner
 * labelled 'Owner'), the pending invitations, 'Invite People'. With nobody but the owner it goes
 * straight to the invite form (spec §2), unless the visitor came back from it. A collaborator who
 * removes themselves has left: back to the index.
 */
export function CollaboratorsPanel() {
  const { api, kind, recordId, record, user, closePanel } = useOutletContext<RecordPanelContext>()
  const { noun } = RECORD_PANEL_WORDS[kind]
  const { search, state } = useLocation()
  const navigate = useNavigate()
  const flash = useFlash()
  const [removeMember] = api.useRemoveCollectionMemberMutation()
  const [uninvite] = api.useUninviteFromCollectionMutation()
  const { owner, collaborators, invitations } = recordPeople(record)
  const stay = (state as CollaboratorsState | null)?.stay === true
  const inviteTo = panelTo(recordId, 'collaborators/invite', search, kind)

  if (opensInvite(record) && !stay) return <Navigate replace to={inviteTo} />

  async function remove(member: User) {
    const result = await removeMember({ id: recordId, kind, userId: member.id })
    if (result.error) {
      flash(failureMessage(result.error), 'error')
      throw new Error('the member was not removed') // keeps the question open
    }
    if (member.id === user.id) {
      flash(`You left the ${noun} ${record.name}`)
      void navigate('/')
    }
  }
  async function cancelInvitation(invitation: Invitation) {
    const result = await uninvite({ id: recordId, kind, email: invitation.email })
    if (result.error) {
      flash(failureMessage(result.error), 'error')
      throw new Error('the invitation was not removed')
    }
  }

  return (
    <PanelFrame api={api} recordName={record.name} title="Collaborators" heading={false} onClose={closePanel}>
      <CollaboratorsList
        owner={owner ?? user}
        collaborators={collaborators}
        invitations={invitations}
        currentUserId={user.id}
        recordKind={noun}
        onRemove={remove}
        onUninvite={cancelInvitation}
        onInvite={() => void navigate(inviteTo)}
      />
    </PanelFrame>
  )
}
