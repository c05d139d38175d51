import { useNearViewport } from '@idx/ui'
import { lazy, Suspense } from 'react'
import type { ListingAgentCallbackProps } from '../shared/listing-leads.js'
import { supportChatEnabled } from './support-chat-markets.js'
import { useOnClient } from './useOnClient.js'

// The form (with react-final-form and the phone rules) loads only where it shows, once the visitor
// scrolls near it: a market without the callback form, the server renderer and a visitor who reads
// only the top of the listing never ask for it.
const ListingAgentCallbackForm = lazy(() => import('./ListingAgentCallbackForm.js'))

/**
 * 'Request a call back' under a listing's detail, in the markets where the site enables the support
 * chat and callback form (ListingAgentCallbackForm.tsx).
 */
export function ListingAgentCallback({ site, ...props }: ListingAgentCallbackProps) {
  // The visitor's own form (prefilled for a user): never in the server-rendered page.
  const onClient = useOnClient()
  const [place, near] = useNearViewport()
  if (!onClient || !supportChatEnabled(site, props.marketId)) return null
  if (!near) return <div ref={place} className="listing-screen__callback-place" />
  return (
    <Suspense fallback={null}>
      <ListingAgentCallbackForm {...props} />
    </Suspense>
  )
}
