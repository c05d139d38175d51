import { runInvites } from '@idx/api-client'
import { InviteForm } from '@idx/collaboration-ui'
import type { OnInviteRowState } from '@idx/collaboration-ui'
import { useLocation, useNavigate, useOutletContext } from 'react-router'
import type { CollectionPanelContext } from '../collection-panel-context.js'
import type { CollaboratorsState } from './CollaboratorsPanel.js'
import { PanelFrame } from './PanelFrame.js'
import { collectionPeople, failureMessage, panelTo } from './panel-models.js'

/**
 * `collection/{id}/collaborators/invite`: 'Invite to Collection'. Sends `INVITE_CONCURRENCY` (3)
 * at once with `runInvites`, each row running, sent or failed (with the server's reason under it);
 * all sent goes to the collaborators, any failed keeps them listed under 'Uh oh!' (the form's, 5 s).
 * Cancel goes back to the list.
 */
export function InvitePanel() {
  const { api, collectionId, collection, user, closePanel } = useOutletContext<CollectionPanelContext>()
  const { search } = useLocation()
  const navigate = useNavigate()
  const [invite] = api.useInviteToCollectionMutation()
  const { owner, collaborators, invitations } = collectionPeople(collection)
  const backToList = () =>
    void navigate(panelTo(collectionId, 'collaborators', search), {
      state: { stay: true } satisfies CollaboratorsState,
    })

  async function send(emails: readonly string[], onRowState: OnInviteRowState) {
    const reported = new Map<string, string>()
    await runInvites(
      emails,
      async (email) => {
        const result = await invite({ id: collectionId, email })
        return result.error ? { ok: false as const, error: result.error } : { ok: true as const }
      },
      {
        onChange: (rows) => {
          for (const row of rows) {
            if (row.state === 'pending' || reported.get(row.email) === row.state) continue
            reported.set(row.email, row.state)
            // A failed row carries the server's reason, e.g. a sending limit reached and when to try again.
            onRowState(row.email, row.state, row.state === 'error' ? failureMessage(row.error) : undefined)
          }
        },
      },
    )
  }

  return (
    <PanelFrame title="Invite to Collection" heading={false} onClose={closePanel}>
      <InviteForm
        memberEmails={[user.email, owner?.email, ...collaborators.map((member) => member.email)]}
        invitations={invitations}
        onSendInvites={send}
        onCancel={backToList}
        onDone={backToList}
      />
    </PanelFrame>
  )
}
