import type { Site } from '@idx/domain'

/**
 * Whether the site offers the support chat and the agent-callback form in a market (spec §9:
 * "Support chat enabled per market ids", the site's `features.support_chat.market_ids`). A site
 * without the setting, or an unknown market, has neither. Ids compare as text: the site document
 * writes them as strings, the page's config and the URL may carry numbers.
 *
 * @example
 * supportChatEnabled({ features: { support_chat: { market_ids: ['1'] } } }, 1) // true
 * supportChatEnabled({ features: {} }, '1')                                   // false
 */
export function supportChatEnabled(
  site: Pick<Site, 'features'> | null | undefined,
  marketId: string | number | null | undefined,
): boolean {
  const ids: unknown = site?.features?.support_chat?.market_ids
  const market = marketId == null ? '' : String(marketId).trim()
  if (!Array.isArray(ids) || market === '') return false
  return ids.some((id) => (typeof id === 'string' || typeof id === 'number') && String(id).trim() === market)
}
