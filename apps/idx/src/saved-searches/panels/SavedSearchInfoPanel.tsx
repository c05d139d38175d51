import { SavedSearchInfo } from '@idx/collaboration-ui'
import { useOutletContext } from 'react-router'
import { useRenderTimeZone } from '../../app/served-page.js'
import { PanelFrame } from '../../shared/PanelFrame.js'
import { savedSearchListingSearch } from '../saved-search-page-state.js'
import type { SavedSearchPanelContext } from '../saved-search-panel-context.js'

/**
 * `saved-search/{id}/info`: Owner, Results (a search with its filter and page size 1, spec §7),
 * Created and Last Updated, and its filters in words.
 */
export function SavedSearchInfoPanel() {
  const { api, savedSearch, closePanel } = useOutletContext<SavedSearchPanelContext>()
  const zone = useRenderTimeZone()
  const count = api.useSearchListingsQuery({
    ...savedSearchListingSearch(savedSearch),
    page: { size: 1, number: 1 },
    // Only the count is read: one short attribute is all the answer needs to carry.
    fields: ['listing_status'],
  })
  const total = Number((count.data?.meta as { total?: unknown } | undefined)?.total ?? Number.NaN)
  const names = (savedSearch as { suggestion_names?: Record<string, string> }).suggestion_names ?? {}
  return (
    <PanelFrame api={api} recordName={savedSearch.name} title="Search Info" onClose={closePanel}>
      <SavedSearchInfo
        savedSearch={{ ...savedSearch, total_count: Number.isFinite(total) ? total : null }}
        placeNames={names}
        zone={zone}
      />
    </PanelFrame>
  )
}
