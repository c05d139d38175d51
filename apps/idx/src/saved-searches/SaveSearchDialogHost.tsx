import { normalizeCached } from '@idx/api-client/react'
import { SaveSearchDialog, type SaveSearchValues } from '@idx/collaboration-ui'
import {
  ALERT_FREQUENCY_LABELS,
  DEFAULT_SORT,
  describeSearchFilter,
  type SavedSearchFormValues,
  type SearchQuery,
  type SuggestionNameRecord,
} from '@idx/domain'
import { useFlash } from '@idx/ui'
import { useMemo } from 'react'
import { type SiteApi, useCurrentUser } from '@idx/app-shell'
import { refusalErrors } from '../shared/refusal-errors.js'

/** Shown when saving failed and the server sent no error list (spec §8). */
const SAVE_FAILED = 'An error occurred while saving'

/** The flash after a search was saved: its name, and how often it alerts. */
export function searchSavedMessage({ name, frequency }: SavedSearchFormValues): string {
  return frequency === 'none'
    ? `Saved "${name}". Find it under Saved Searches in the menu.`
    : `Saved "${name}". Alerts: ${ALERT_FREQUENCY_LABELS[frequency].toLowerCase()}.`
}

/**
 * 'Create a Saved Search' over the search (route `save-search`): the search as the screen shows it
 * (the URL's filters, or the market's defaults on a fresh search; places, drawn area, box, sort)
 * with a name and an alert frequency. Saved, it says so and closes back to the search.
 */
export function SaveSearchDialogHost({
  api,
  query,
  marketId,
  placeNames,
  onClose,
}: {
  api: SiteApi
  query: SearchQuery
  marketId: string | null
  placeNames: SuggestionNameRecord
  onClose: () => void
}) {
  const [create] = api.useCreateSavedSearchMutation()
  const flash = useFlash()
  // An agent may save it for one of their clients.
  const { user } = useCurrentUser(api)
  const clients = api.useGetClientsQuery(undefined, { skip: !user?.as_agent })
  const owners = useMemo(
    () =>
      (clients.data ? normalizeCached(clients.data).data : []).map((client) => ({
        id: String(client.id),
        name: client.full_name || client.email || String(client.id),
      })),
    [clients.data],
  )
  const names = Object.fromEntries(
    (query.filter.suggestion?.value ?? []).flatMap((id) => (placeNames[id] ? [[id, placeNames[id]]] : [])),
  )

  async function onSave(values: SaveSearchValues) {
    if (marketId === null) return { _form: SAVE_FAILED }
    const result = await create({
      name: values.name.trim(),
      frequency: values.frequency,
      site_market_id: marketId,
      filter: query.filter,
      ...(query.sort !== DEFAULT_SORT ? { sort: query.sort } : {}),
      ...(query.bounding_box ? { bounding_box: query.bounding_box } : {}),
      ...(Object.keys(names).length > 0 ? { suggestion_names: names } : {}),
      ...(values.for_user_id ? { for_user_id: values.for_user_id } : {}),
    })
    if (result.error) return refusalErrors(result.error) ?? { _form: SAVE_FAILED }
    const client = owners.find((owner) => owner.id === values.for_user_id)
    flash(
      client ? `Saved "${values.name.trim()}" for ${client.name}, who was told by e-mail.` : searchSavedMessage(values),
    )
    onClose()
    return undefined
  }

  return (
    <SaveSearchDialog
      open
      onClose={onClose}
      summary={describeSearchFilter(query.filter, placeNames)}
      onSave={onSave}
      owners={owners}
    />
  )
}
