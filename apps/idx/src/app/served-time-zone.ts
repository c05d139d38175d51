import { createContext, useContext } from 'react'
import { useHydrating } from './useHydrating'

/** The IANA zone the server rendered the page's dates in (the page data's `time_zone`), if any. */
export const ServedTimeZoneContext = createContext<string | null>(null)

/**
 * The zone to render dates and times in: the server's on the server and while the browser
 * hydrates its HTML (so both write the same text), then the browser's own (undefined: the
 * runtime's zone).
 *
 * @example
 * <ListingDetail listing={listing} timeZone={useRenderTimeZone()} />
 */
export function useRenderTimeZone(): string | undefined {
  const served = useContext(ServedTimeZoneContext)
  const hydrating = useHydrating()
  return hydrating && served ? served : undefined
}
