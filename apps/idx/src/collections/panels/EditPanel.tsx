import { isSubscribed } from '@idx/api-client'
import { useDebouncedSave } from '@idx/api-client/react'
import { CollectionEditForm, NotificationToggles } from '@idx/collaboration-ui'
import type { CollectionChannel } from '@idx/collaboration-ui'
import { NOTIFICATION_CHANNELS, NOTIFICATION_EVENTS, notificationFlag, notifyFlag } from '@idx/domain'
import type { CollectionFormValues, NotificationEvent, NotificationFlags } from '@idx/domain'
import { useFlash } from '@idx/ui'
import { useState } from 'react'
import { useNavigate, useOutletContext } from 'react-router'
import type { CollectionPanelContext } from '../collection-panel-context.js'
import { PanelFrame } from './PanelFrame.js'
import { failureMessage } from '../../shared/record-panels/panel-models.js'

/** The flash after the owner deleted the collection (spec §8). */
export const COLLECTION_DELETED_MESSAGE = 'Your collection has been deleted'

/**
 * `collection/{id}/edit`: the name (required, focused) and Public, saved 300 ms after the last
 * Save (an earlier waiting save is dropped); the member's notification switches; for the owner
 * the delete icon, whose confirmed Yes deletes, says 'Your collection has been deleted' and goes
 * to the index.
 */
export function EditPanel() {
  const { api, collectionId, collection, isOwner, closePanel } = useOutletContext<CollectionPanelContext>()
  const navigate = useNavigate()
  const flash = useFlash()
  const [updateCollection] = api.useUpdateCollectionMutation()
  const [deleteCollection] = api.useDeleteCollectionMutation()
  const [toggleSubscription] = api.useToggleCollectionSubscriptionMutation()
  const [pending, setPending] = useState<readonly string[]>([])
  const save = useDebouncedSave(
    async (values: CollectionFormValues) => await updateCollection({ id: collectionId, ...values }),
  )

  async function onSave(values: CollectionFormValues) {
    const outcome = await save(values)
    if (outcome.status === 'superseded' || !outcome.result.error) return undefined
    return { _form: failureMessage(outcome.result.error) }
  }

  async function onDelete() {
    const result = await deleteCollection(collectionId)
    if (result.error) {
      flash(failureMessage(result.error), 'error')
      return
    }
    flash(COLLECTION_DELETED_MESSAGE)
    void navigate('/')
  }

  async function onToggle(event: NotificationEvent, channel: CollectionChannel) {
    const flag = notificationFlag(event, channel)
    setPending((current) => [...current, flag])
    const result = await toggleSubscription({
      id: collectionId,
      subscription_action: event,
      subscription_method: channel,
    })
    setPending((current) => current.filter((f) => f !== flag))
    if (result.error) flash(failureMessage(result.error), 'error')
  }

  const flags: NotificationFlags = {}
  for (const event of NOTIFICATION_EVENTS) {
    for (const channel of NOTIFICATION_CHANNELS)
      flags[notifyFlag(event, channel)] = isSubscribed(collection, event, channel)
  }

  return (
    <PanelFrame title="Edit Collection" heading={false} onClose={closePanel}>
      <CollectionEditForm
        collection={collection}
        isOwner={isOwner}
        onSave={onSave}
        onDelete={isOwner ? onDelete : undefined}
      />
      <NotificationToggles
        flags={flags}
        pending={pending}
        onToggle={(event, channel) => void onToggle(event, channel)}
      />
    </PanelFrame>
  )
}
