import { normalizeCached } from '@idx/api-client/react'
import {
  CARD_DESIGNER_MESSAGES,
  ListingCardDesigner,
  VersionHistory,
  type CardDesignSaveState,
  type SavedVersion,
} from '@idx/admin-editor'
import { ADMIN_ROUTE_PATHS, listingFeed, type CardDesignCategory, type Mobiledoc } from '@idx/domain'
import { useFlash } from '@idx/ui'
import { skipToken } from '@reduxjs/toolkit/query/react'
import { useMemo, useState } from 'react'
import { renderRouterLink } from '../router-link.js'
import type { CardDesignerApi } from '../admin-api.js'
import { useUiEditor } from '../ui-editor/ui-editor-context.js'
import { uiHref } from '../ui-editor/UiEditorLayout.js'
import { savedVersion } from '../versions/saved-version.js'

/** The spec's sample-listing query: the market's listings, page size 10. */
export const SAMPLE_LISTINGS_PAGE_SIZE = 10

const PATHS: Readonly<Record<CardDesignCategory, string>> = {
  'listing-card': ADMIN_ROUTE_PATHS['ui.listing-card'],
  'map-callout': ADMIN_ROUTE_PATHS['ui.map-callout'],
}

/** The first error's detail of a failed mutation, else a general sentence. */
function failureMessage(error: unknown): string {
  const detail = (error as { data?: { errors?: { detail?: string }[] } } | undefined)?.data?.errors?.[0]?.detail
  return detail ?? 'the server did not answer'
}

/**
 * `ui.listing-card` and `ui.map-callout`: the market's card design (its `idx_layout[category]`
 * component) in the designer, with the market's sample listings; SAVE creates the design for the
 * market the first time, then saves new versions of it (a stale one is refused with who saved).
 */
export function CardDesignerPage({
  category,
  designerApi,
}: {
  category: CardDesignCategory
  designerApi: CardDesignerApi
}) {
  const { marketId, market } = useUiEditor()
  const flash = useFlash()
  const componentId = market?.idx_layout?.[category] ?? null
  const designQuery = designerApi.useGetIdxComponentQuery(componentId ? String(componentId) : skipToken)
  const listingsQuery = designerApi.useSearchListingsQuery(
    marketId ? { market_id: marketId, page: { size: SAMPLE_LISTINGS_PAGE_SIZE } } : skipToken,
  )
  const [create] = designerApi.useCreateCardDesignMutation()
  const [update] = designerApi.useUpdateCardDesignMutation()
  const versionsQuery = designerApi.useGetCardDesignVersionsQuery(componentId ? String(componentId) : skipToken)
  const [restore, restoreState] = designerApi.useRestoreCardDesignVersionMutation()
  const [saveState, setSaveState] = useState<CardDesignSaveState>({ status: 'idle' })

  // currentData: this route's design only (not the other design's, kept while the page is reused).
  const design = componentId && designQuery.currentData ? normalizeCached(designQuery.currentData).data : null
  const listings = useMemo(
    () => (listingsQuery.data ? normalizeCached(listingsQuery.data).data : []),
    [listingsQuery.data],
  )
  const state =
    !market || (componentId && designQuery.isLoading)
      ? 'loading'
      : componentId && designQuery.isError
        ? 'error'
        : 'ready'
  const versions = useMemo<SavedVersion[]>(
    () => (versionsQuery.data ? normalizeCached(versionsQuery.data).data.map(savedVersion) : []),
    [versionsQuery.data],
  )
  const links = {
    'listing-card': uiHref(PATHS['listing-card'], marketId),
    'map-callout': uiHref(PATHS['map-callout'], marketId),
  }

  const save = async (draft: { mobiledoc: Mobiledoc; stylesheet: string }) => {
    setSaveState({ status: 'saving' })
    try {
      if (design?.id && componentId)
        await update({ id: design.id, lockVersion: design.lock_version ?? 1, ...draft }).unwrap()
      else await create({ category, marketId, ...draft }).unwrap()
      setSaveState({ status: 'saved' })
      flash(CARD_DESIGNER_MESSAGES.saved(category), 'success')
    } catch (error) {
      setSaveState({ status: 'failed', message: failureMessage(error) })
      flash(CARD_DESIGNER_MESSAGES.failed(category), 'error')
    }
  }

  const restoreVersion = async (version: number) => {
    if (!design?.id) return
    try {
      await restore({ id: design.id, version, lockVersion: design.lock_version ?? 1 }).unwrap()
      flash(CARD_DESIGNER_MESSAGES.saved(category), 'success')
    } catch (error) {
      setSaveState({ status: 'failed', message: failureMessage(error) })
      flash(CARD_DESIGNER_MESSAGES.failed(category), 'error')
    }
  }

  return (
    <>
      <ListingCardDesigner
        // A reload, a restore or another market or design starts from what is saved.
        key={`${category}-${marketId}-${design?.id ?? 'new'}-${design?.lock_version ?? 0}`}
        category={category}
        links={links}
        renderLink={renderRouterLink}
        state={state}
        design={design ? { id: design.id, stylesheet: design.stylesheet ?? '', mobiledoc: design.mobiledoc } : null}
        listings={listings}
        listingsState={listingsQuery.isLoading ? 'loading' : listingsQuery.isError ? 'error' : 'ready'}
        feedFor={(listing) => listingFeed(listing, market?.feeds)}
        onSave={(draft) => void save(draft)}
        saveState={saveState}
      />
      {/* Every save of the design is kept: any earlier one can be restored (as a new version). */}
      {design?.id ? (
        <div className="admin-card-versions">
          <VersionHistory
            versions={versions}
            state={versionsQuery.isError ? 'error' : versionsQuery.data ? 'ready' : 'loading'}
            {...(design.lock_version ? { currentVersion: design.lock_version } : {})}
            onRestore={(version) => void restoreVersion(version)}
            restoring={restoreState.isLoading ? (restoreState.originalArgs?.version ?? null) : null}
            restores="the saved design"
          />
        </div>
      ) : null}
    </>
  )
}
