import { isSubscribed } from '@idx/api-client'
import { useDebouncedSave } from '@idx/api-client/react'
import { NotificationToggles, SavedSearchEditForm } from '@idx/collaboration-ui'
import type { CollectionChannel } from '@idx/collaboration-ui'
import { NOTIFICATION_CHANNELS, notificationFlag, SAVED_SEARCH_NOTIFICATION_EVENTS } from '@idx/domain'
import type { NotificationEvent, NotificationFlags, SavedSearchFormValues } from '@idx/domain'
import { useFlash } from '@idx/ui'
import { useState } from 'react'
import { useNavigate, useOutletContext } from 'react-router'
import { PanelFrame } from '../../shared/PanelFrame.js'
import { refusalErrors } from '../../shared/refusal-errors.js'
import type { SavedSearchPanelContext } from '../saved-search-panel-context.js'

/** The flash after the owner deleted the saved search (spec §8). */
export const SAVED_SEARCH_DELETED_MESSAGE = 'Your search has been deleted'

/**
 * `saved-search/{id}/edit`: name (focused) and Search Alerts (the owner's to change), saved 300 ms
 * after the last Save (an earlier waiting save is dropped); the member's notification switches
 * (alerts, invitations, comments, changes; e-mail and text); for the owner 'Delete Search', whose
 * confirmed Yes deletes, says 'Your search has been deleted' and goes to the index.
 */
export function SavedSearchEditPanel() {
  const { api, savedSearchId, savedSearch, isOwner, member, closePanel } = useOutletContext<SavedSearchPanelContext>()
  const navigate = useNavigate()
  const flash = useFlash()
  const [updateSavedSearch] = api.useUpdateSavedSearchMutation()
  const [deleteSavedSearch] = api.useDeleteSavedSearchMutation()
  const [toggleSubscription] = api.useToggleSavedSearchSubscriptionMutation()
  const [pending, setPending] = useState<readonly string[]>([])
  const save = useDebouncedSave(
    async (values: SavedSearchFormValues) =>
      await updateSavedSearch({
        id: savedSearchId,
        name: values.name,
        // A collaborator's form shows the owner's frequency; sending it back would be refused.
        ...(isOwner ? { frequency: values.frequency } : {}),
      }),
  )

  async function onSave(values: SavedSearchFormValues) {
    const outcome = await save(values)
    if (outcome.status === 'superseded' || !outcome.result.error) return undefined
    const errors = refusalErrors(outcome.result.error)
    // No error list: the form says 'An error occurred while saving' (spec §8).
    if (errors === null) throw new Error('The saved search was not saved')
    return errors
  }

  async function onDelete() {
    const result = await deleteSavedSearch(savedSearchId)
    if (result.error) {
      flash('Oops, Something went wrong...', 'error')
      return
    }
    flash(SAVED_SEARCH_DELETED_MESSAGE)
    void navigate('/')
  }

  async function onToggle(event: NotificationEvent, channel: CollectionChannel) {
    const flag = notificationFlag(event, channel)
    setPending((current) => [...current, flag])
    const result = await toggleSubscription({
      id: savedSearchId,
      subscription_action: event,
      subscription_method: channel,
    })
    setPending((current) => current.filter((f) => f !== flag))
    if (result.error) flash('Oops, Something went wrong...', 'error')
  }

  const flags: NotificationFlags = {}
  for (const event of SAVED_SEARCH_NOTIFICATION_EVENTS) {
    for (const channel of NOTIFICATION_CHANNELS)
      flags[notificationFlag(event, channel)] = isSubscribed(savedSearch, event, channel)
  }

  return (
    <PanelFrame api={api} recordName={savedSearch.name} title="Edit Search" heading={false} onClose={closePanel}>
      {member ? (
        <SavedSearchEditForm
          savedSearch={{ name: savedSearch.name, frequency: savedSearch.frequency }}
          isOwner={isOwner}
          onSave={onSave}
          onDelete={isOwner ? onDelete : undefined}
          notifications={
            <NotificationToggles
              kind="saved-search"
              flags={flags}
              pending={pending}
              onToggle={(event, channel) => void onToggle(event, channel)}
            />
          }
        />
      ) : (
        <p>This is your client&apos;s search: you can see it, and only they can change it.</p>
      )}
    </PanelFrame>
  )
}
