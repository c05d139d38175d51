import { runInvites } from '@idx/api-client'
import { InviteForm } from '@idx/collaboration-ui'
import type { OnInviteRowState } from '@idx/collaboration-ui'
import { useLocation, useNavigate, useOutletContext } from 'react-router'
import { PanelFrame } from '../PanelFrame.js'
import type { CollaboratorsState } from './CollaboratorsPanel.js'
import { failureMessage, panelTo, RECORD_PANEL_WORDS, recordPeople } from './panel-models.js'
import type { RecordPanelContext } from './record-panel-context.js'

/**
 * `collection/{id}/collaborators/invite`: 'Invite to Collection' (a saved search's: 'Invite to
 * Search'). Sends `INVITE_CONCURRENCY` (3)
 * at once with `runInvites`, each row running, sent or failed (with the server's reason under it);
 * all sent goes to the collaborators, any failed keeps them listed under 'Uh oh!' (the form's, 5 s).
 * Cancel goes back to the list.
 */
export function InvitePanel() {
  const { api, kind, recordId, record, user, closePanel } = useOutletContext<RecordPanelContext>()
  const { inviteTitle } = RECORD_PANEL_WORDS[kind]
  const { search } = useLocation()
  const navigate = useNavigate()
  const [invite] = api.useInviteToCollectionMutation()
  const { owner, collaborators, invitations } = recordPeople(record)
  const backToList = () =>
    void navigate(panelTo(recordId, 'collaborators', search, kind), {
      state: { stay: true } satisfies CollaboratorsState,
    })

  async function send(emails: readonly string[], onRowState: OnInviteRowState) {
    const reported = new Map<string, string>()
    await runInvites(
      emails,
      async (email) => {
        const result = await invite({ id: recordId, kind, email })
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
    <PanelFrame api={api} recordName={record.name} title={inviteTitle} heading={false} onClose={closePanel}>
      <InviteForm
        title={inviteTitle}
        memberEmails={[user.email, owner?.email, ...collaborators.map((member) => member.email)]}
        invitations={invitations}
        onSendInvites={send}
        onCancel={backToList}
        onDone={backToList}
      />
    </PanelFrame>
  )
}
