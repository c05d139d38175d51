import { lazy, Suspense } from 'react'
import type { SupportChatMountProps } from '../shared/listing-leads.js'
import { searchMarket } from '../shared/site-market.js'
import { supportChatEnabled } from './support-chat-markets.js'
import { useOnClient } from './useOnClient.js'

// The launcher and its form load only where the site enables the chat.
const SupportChat = lazy(() => import('./SupportChat.js'))

/**
 * The support chat on the search and listing screens, for the markets the site lists in
 * `features.support_chat.market_ids` (the screen's market: the URL's, else the configured one,
 * else the site's default). Nothing at all elsewhere, not even its code; nothing from the server
 * renderer either (it is the visitor's, drawn once the page is theirs).
 */
export function SupportChatMount({ api, config, site, marketId }: SupportChatMountProps) {
  const onClient = useOnClient()
  const market = searchMarket(site, marketId)
  if (!onClient || !market || !supportChatEnabled(site, market.id)) return null
  return (
    <Suspense fallback={null}>
      <SupportChat api={api} config={config} marketId={String(market.id)} />
    </Suspense>
  )
}
