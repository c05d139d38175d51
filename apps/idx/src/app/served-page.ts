import type { Breakpoint } from '@idx/domain'
import { createContext, useContext } from 'react'
import { useHydrating } from './useHydrating.js'

/**
 * What the server knew when it rendered the page (the page data's time_zone, viewport and
 * origin): hydration renders with the same values, then the browser's own take over.
 */
export type ServedPage = { timeZone: string | null; viewport: Breakpoint | null; origin: string | null }

export const ServedPageContext = createContext<ServedPage>({ timeZone: null, viewport: null, origin: null })

/**
 * The zone to render dates and times in: the server's on the server and while the browser
 * hydrates its HTML (so both write the same text), then the browser's own (undefined: the
 * runtime's zone).
 *
 * @example
 * <ListingDetail listing={listing} timeZone={useRenderTimeZone()} />
 */
export function useRenderTimeZone(): string | undefined {
  const { timeZone } = useContext(ServedPageContext)
  const hydrating = useHydrating()
  return hydrating && timeZone ? timeZone : undefined
}

/**
 * The breakpoint to lay the page out for: the one the server rendered (its guess from the
 * browser's kind, 'large' without one) on the server and while the browser hydrates its HTML, so
 * both draw the same markup and a phone's first paint is already the phone's layout; then the
 * window's measured one.
 *
 * @example
 * const breakpoint = useRenderBreakpoint(useBreakpoint())
 */
export function useRenderBreakpoint(measured: Breakpoint): Breakpoint {
  const { viewport } = useContext(ServedPageContext)
  return useHydrating() ? (viewport ?? 'large') : measured
}

/**
 * The site's origin for links that leave the page (share links): the canonical one the server
 * rendered with, else this page's own in a browser, else null.
 */
export function usePageOrigin(): string | null {
  const { origin } = useContext(ServedPageContext)
  return origin ?? (typeof window === 'undefined' ? null : window.location.origin)
}
