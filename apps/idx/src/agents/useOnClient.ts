import { useSyncExternalStore } from 'react'

const noSubscription = () => () => {}

/**
 * False on the server renderer and while the browser hydrates its page, true afterwards (and at
 * once in a page the browser renders alone). Widgets that depend on the visitor (the chat, the
 * callback form prefilled for a signed-in user) render only then: the server knows no visitor, and
 * hydration must see what the server drew.
 */
export function useOnClient(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  )
}
