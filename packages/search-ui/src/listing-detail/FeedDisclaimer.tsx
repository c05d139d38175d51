import { DATE_FORMATS, formatDate } from '@idx/domain'
import type { Feed } from '@idx/domain'
import { useEffect, useState } from 'react'
import { sanitizeFeedHtmlLater, useNearViewport } from '@idx/ui'
import { dataLastUpdated } from './messages.js'

/**
 * The feed's disclaimer under the listing: its logo, its HTML sanitised with DOMPurify, and
 * 'Data last updated: {time}'. The HTML is sanitised after mount (DOMPurify needs a DOM), so a
 * server-rendered page and its hydration agree, with DOMPurify loaded then, once the visitor
 * scrolls near the disclaimer: a listing page read only at its top never loads it.
 */
export function FeedDisclaimer({ feed, timeZone }: { feed: Feed | null | undefined; timeZone?: string }) {
  const html = feed?.disclaimer_html?.trim() ?? ''
  const [safeHtml, setSafeHtml] = useState<string | null>(null)
  const [footer, near] = useNearViewport()
  useEffect(
    function sanitizeDisclaimer() {
      setSafeHtml(null)
      if (html === '' || !near) return
      let current = true
      void sanitizeFeedHtmlLater(html).then((safe) => current && setSafeHtml(safe))
      return () => {
        current = false
      }
    },
    [html, near],
  )
  const updated = formatDate(feed?.feed_updated_at, DATE_FORMATS.timeThenDate, timeZone ? { zone: timeZone } : {})
  const logo = feed?.idx_logo_url?.trim()
  if (!feed || (html === '' && !logo && updated === '')) return null
  return (
    <footer ref={footer} className="idx-detail__disclaimer" aria-label="Feed disclaimer">
      {logo ? <img className="idx-detail__disclaimer-logo" src={logo} alt="MLS logo" width={96} height={32} /> : null}
      {safeHtml ? <div dangerouslySetInnerHTML={{ __html: safeHtml }} /> : null}
      {updated ? <p className="idx-detail__meta">{dataLastUpdated(updated)}</p> : null}
    </footer>
  )
}
