import { useId, useMemo, useState } from 'react'
import { LOCAL_STORAGE_DEFAULTS, mapDisclaimers } from '@idx/domain'
import type { Feed } from '@idx/domain'
import { sanitizeFeedHtml } from '@idx/ui'

export interface MapDisclaimersProps {
  feeds: readonly Feed[] | null | undefined
  /** Controlled: whether the disclaimers are shown (the host keeps it in local storage `disclaimer`). */
  open?: boolean
  /** Uncontrolled start; default `true`, as local storage `disclaimer.disclaimer_open` starts. */
  defaultOpen?: boolean
  onOpenChange?: (open: boolean) => void
}

/**
 * The map's 'Disclaimer(s)' button (a disclosure) and, when open, each feed's disclaimer text
 * (sanitised) and logo as its map disclaimer settings ask. Renders nothing when no feed asks.
 */
export function MapDisclaimers({ feeds, open, defaultOpen, onOpenChange }: MapDisclaimersProps) {
  const panelId = useId()
  const [ownOpen, setOwnOpen] = useState(defaultOpen ?? LOCAL_STORAGE_DEFAULTS.disclaimer.disclaimer_open)
  const isOpen = open ?? ownOpen
  const disclaimers = useMemo(
    () =>
      mapDisclaimers(feeds).map((item) => ({
        ...item,
        safeHtml: item.html ? sanitizeFeedHtml(item.html) : null,
      })),
    [feeds],
  )
  if (disclaimers.length === 0) return null

  function toggle() {
    setOwnOpen(!isOpen)
    onOpenChange?.(!isOpen)
  }

  return (
    <div className="idx-map__disclaimers">
      <button type="button" className="idx-map__button" aria-expanded={isOpen} aria-controls={panelId} onClick={toggle}>
        Disclaimer(s)
      </button>
      <section
        id={panelId}
        className="idx-map__disclaimer-panel"
        aria-label="Disclaimers"
        tabIndex={0}
        hidden={!isOpen}
      >
        {disclaimers.map((item) => (
          <div key={item.feedId} className="idx-map__disclaimer" data-feed-id={item.feedId}>
            {item.logoUrl && (
              <img
                className={`idx-map__disclaimer-logo${item.containLogo ? ' idx-map__disclaimer-logo--contain' : ''}`}
                src={item.logoUrl}
                alt="Listing data provider logo"
              />
            )}
            {item.safeHtml && <div dangerouslySetInnerHTML={{ __html: item.safeHtml }} />}
          </div>
        ))}
      </section>
    </div>
  )
}
