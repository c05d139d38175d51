import { skipToken } from '@reduxjs/toolkit/query/react'
import { normalizeCached } from '@idx/api-client/react'
import { CUSTOM_CARD_ATTRIBUTES, LISTING_CARD_FIELDS, type IdxComponent, type Market } from '@idx/domain'
import { preloadCustomListingCard } from '@idx/search-ui'
import { useEffect, useMemo } from 'react'
import type { SiteApi } from '@idx/app-shell'

/** The id of the custom listing card the market's layout names, or null for the default card. */
export function marketCardId(market: Market | null): string | null {
  const id = market?.idx_layout?.['listing-card']
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
  return cardId === null ? LISTING_CARD_FIELDS : CARD_AND_CUSTOM_FIELDS
}

const CARD_AND_CUSTOM_FIELDS: readonly string[] = [
  ...new Set<string>([...LISTING_CARD_FIELDS, ...Object.keys(CUSTOM_CARD_ATTRIBUTES)]),
]

/** The market's custom listing card (its `idx_layout`'s listing-card component), or null. */
export function useMarketCard(api: SiteApi, cardId: string | null): IdxComponent | null {
  const { data } = api.useGetIdxComponentQuery(cardId ?? skipToken)
  // The custom card's code loads beside its document, not after it.
  useEffect(() => {
    if (cardId !== null) void preloadCustomListingCard()
  }, [cardId])
  return useMemo(() => (data ? normalizeCached(data).data : null), [data])
}
