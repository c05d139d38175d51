import { skipToken } from '@reduxjs/toolkit/query/react'
import { normalizeCached } from '@idx/api-client/react'
import { CUSTOM_CARD_SEARCH_FIELDS, LISTING_CARD_FIELDS, type IdxComponent, type Market } from '@idx/domain'
import { preloadCustomListingCard } from '@idx/search-ui'
import { useEffect, useMemo } from 'react'
import type { SiteApi } from '@idx/app-shell'

/** The id of the custom listing card the market's layout names, or null for the default card. */
export function marketCardId(market: Market | null): string | null {
  return marketComponentId(market, 'listing-card')
}

/** The id of the component the market's layout names for `slot` ('map-callout': its map popups), or null. */
export function marketComponentId(market: Market | null, slot: 'listing-card' | 'map-callout'): string | null {
  const id = market?.idx_layout?.[slot]
  return id === null || id === undefined || String(id) === '' ? null : String(id)
}

/**
 * The attributes a page of the market's cards reads: the default card's, plus every attribute a
 * custom card's blocks can show when the market's layout names one (known from the market alone,
 * so the search does not wait for the card's document).
 *
 * @example
 * cardFields(null) // LISTING_CARD_FIELDS
 */
export function cardFields(cardId: string | null): readonly string[] {
  return cardId === null ? LISTING_CARD_FIELDS : CUSTOM_CARD_SEARCH_FIELDS
}

/** The market's custom listing card (its `idx_layout`'s listing-card component), or null. */
export function useMarketCard(api: SiteApi, cardId: string | null): IdxComponent | null {
  const { data } = api.useGetIdxComponentQuery(cardId ?? skipToken)
  // The custom card's code loads beside its document, not after it.
  useEffect(() => {
    if (cardId !== null) void preloadCustomListingCard()
  }, [cardId])
  return useMemo(() => (data ? normalizeCached(data).data : null), [data])
}
