import { useSyncExternalStore } from 'react'

const noSubscription = () => () => {}
const inBrowser = () => false
const onServer = () => true

/**
 * True while the markup being rendered must equal the server's: on the server, and in the
 * browser while React hydrates the server's HTML. React then renders again with `false`, so a
 * component shows what only the browser knows (the window's size, Web Storage) right after
 * hydrating, without a mismatch. Renders that are not hydration (a client navigation, a page
 * the server did not render) see `false` from the start.
 *
 * @example
 * const hydrating = useHydrating()
 * const breakpoint = hydrating ? 'large' : measuredBreakpoint
 */
export function useHydrating(): boolean {
  return useSyncExternalStore(noSubscription, inBrowser, onServer)
}
