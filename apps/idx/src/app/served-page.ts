import type { Breakpoint } from '@idx/domain'
import { createContext, useContext } from 'react'
import { useHydrating } from './useHydrating'

/** What the server knew of the visitor when it rendered the page (the page data's viewport and origin). */
export type ServedPage = { viewport: Breakpoint | null; origin: string | null }

export const ServedPageContext = createContext<ServedPage>({ viewport: null, origin: null })

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
