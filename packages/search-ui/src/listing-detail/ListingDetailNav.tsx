import { safeLinkHref, sharingUrls } from '@idx/domain'
import type { Listing } from '@idx/domain'
import { useSyncExternalStore } from 'react'
import type { MouseEvent } from 'react'
import { isPlainLeftClick, renderAnchor } from '@idx/ui'
import type { RenderLink } from '@idx/ui'
import { DetailStyles } from './DetailStyles.js'
import { OPEN_IN_NEW_WINDOW } from './messages.js'

/** Which listing route the detail is on: the split view next to the results, or the full page. */
export type ListingDetailRoute = 'split' | 'full'

/** A neighbour in the last results: a link, a callback, or both (the callback on a plain click). */
export type NeighbourTarget = { href?: string | null; onGo?: () => void }

export interface ListingDetailNavProps {
  listing: Listing
  route: ListingDetailRoute
  /** The signed-in user's `share_token`, appended to shared URLs. */
  shareToken?: string | null
  /** Resolves a relative full URL for the share services. Default: the page's origin in a browser. */
  origin?: string | null
  /** Where 'Open in New Window' leads (split view only). Default: the listing's full URL. */
  fullPageHref?: string | null
  /**
   * The address the share buttons share instead of the listing's full URL, as given (absolute;
   * the share token is not added): e.g. the brokerage's page that embeds the site, opened at the
   * listing. Default: the full URL with the share token.
   */
  shareUrl?: string | null
  /** The previous listing of the last results; `null` disables Previous. */
  previous?: NeighbourTarget | null
  /** The next listing of the last results; `null` disables Next. */
  next?: NeighbourTarget | null
  /** Closes the detail (× button). */
  onClose?: () => void
  renderLink?: RenderLink
  className?: string
}

const noSubscription = () => () => {}

/** The page's origin once hydrated; `null` on the server and during hydration, so both render alike. */
function usePageOrigin(): string | null {
  return useSyncExternalStore(
    noSubscription,
    () => window.location.origin,
    () => null,
  )
}

// Drawn marks rather than letters: a link's visible text must be part of its name (WCAG 2.5.3),
// and '𝕏' is not in 'Share on Twitter'. Paths on a 24 x 24 grid, filled with the text colour.
const SHARE_ICONS = {
  facebook:
    'M13.5 21v-7.5H16l.5-3h-3V8.6c0-.9.3-1.6 1.6-1.6H16.6V4.3A22 22 0 0 0 14.2 4.2c-2.4 0-3.9 1.4-3.9 4v2.3H7.8v3h2.5V21z',
  twitter:
    'M3.5 3.5h5.2l4 5.6 4.8-5.6h2l-5.9 6.9 6.9 10.1h-5.2l-4.3-6.1-5.2 6.1h-2l6.3-7.3zm2.9 1.4 9.7 14.2h2.1L8.5 4.9z',
  pinterest:
    'M12 2.5a9.5 9.5 0 0 0-3.5 18.3c-.1-.8-.1-2 0-2.8l1.2-5s-.3-.6-.3-1.5c0-1.4.8-2.5 1.9-2.5.9 0 1.3.7 1.3 1.5 0 .9-.6 2.3-.9 3.5-.2 1.1.5 1.9 1.6 1.9 1.9 0 3.3-2 3.3-4.9 0-2.6-1.9-4.4-4.5-4.4-3.1 0-4.9 2.3-4.9 4.7 0 .9.4 1.9.8 2.5l.1.4-.3 1.2c0 .2-.2.3-.4.2-1.4-.6-2.2-2.6-2.2-4.3 0-3.5 2.5-6.7 7.3-6.7 3.8 0 6.8 2.7 6.8 6.4 0 3.8-2.4 6.9-5.8 6.9-1.1 0-2.2-.6-2.5-1.3l-.7 2.6c-.2 1-.9 2.2-1.4 3A9.5 9.5 0 1 0 12 2.5z',
  email: 'M3 5.5h18v13H3zm1.8 1.5 7.2 5.6L19.2 7zm-.3 1.9v8.1h15V8.9L12 14.6z',
} as const

const SHARE_SERVICES = [
  { key: 'facebook', label: 'Facebook' },
  { key: 'twitter', label: 'Twitter' },
  { key: 'pinterest', label: 'Pinterest' },
  { key: 'email', label: 'Email' },
] as const

function NeighbourControl({
  target,
  label,
  mark,
  renderLink,
}: {
  target: NeighbourTarget | null | undefined
  label: 'Previous' | 'Next'
  mark: string
  renderLink: RenderLink
}) {
  // The mark points the way it goes: '‹ Previous', 'Next ›'.
  const markSpan = <span aria-hidden="true">{mark}</span>
  const labelSpan = <span className="idx-detail-nav__label">{label}</span>
  const content =
    label === 'Next' ? (
      <>
        {labelSpan}
        {markSpan}
      </>
    ) : (
      <>
        {markSpan}
        {labelSpan}
      </>
    )
  if (target?.href) {
    const onGo = target.onGo
    return renderLink({
      href: target.href,
      className: 'idx-detail-nav__icon',
      onClick: onGo
        ? (event: MouseEvent<HTMLAnchorElement>) => {
            if (!isPlainLeftClick(event)) return
            event.preventDefault()
            onGo()
          }
        : undefined,
      children: content,
    })
  }
  return (
    <button type="button" className="idx-detail-nav__icon" disabled={!target?.onGo} onClick={target?.onGo}>
      {content}
    </button>
  )
}

/**
 * The navigation bar of a listing's full view (spec section 2): share links (facebook, twitter,
 * pinterest, email; the share token appended to the full URL, or `shareUrl`), 'Open in New Window' when not on
 * the full route, Previous / Next through the last results (disabled without a neighbour) and ×.
 * One row at any width: on small screens the words of Previous, Next and 'Open in New Window'
 * give way to their marks (the words stay their accessible names).
 *
 * @example
 * <ListingDetailNav listing={listing} route="split" shareToken={user?.share_token}
 *   previous={{ href: '/app/listing/6' }} next={null} onClose={backToResults} />
 */
export function ListingDetailNav({
  listing,
  route,
  shareToken,
  origin,
  fullPageHref,
  shareUrl,
  previous,
  next,
  onClose,
  renderLink = renderAnchor,
  className,
}: ListingDetailNavProps) {
  const pageOrigin = usePageOrigin()
  const base = origin ?? pageOrigin
  const urls = shareUrl
    ? sharingUrls({ ...listing, full_url: shareUrl }, { origin: base })
    : sharingUrls(listing, { shareToken, origin: base })
  // The listing's own URL comes with its data: never a javascript: or data: link.
  const newWindowHref = safeLinkHref(fullPageHref ?? listing.full_url ?? listing.seo?.full_url ?? null)
  return (
    <nav className={['idx-detail-nav', className].filter(Boolean).join(' ')} aria-label="Listing">
      <DetailStyles />
      {urls ? (
        <ul className="idx-detail-nav__share" aria-label="Share">
          {SHARE_SERVICES.map((service) => (
            <li key={service.key}>
              <a
                className="idx-detail-nav__share-link"
                href={urls[service.key]}
                target={service.key === 'email' ? undefined : '_blank'}
                rel={service.key === 'email' ? undefined : 'noopener noreferrer'}
                aria-label={`Share on ${service.label}`}
              >
                <svg className="idx-detail-nav__share-icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                  <path d={SHARE_ICONS[service.key]} fillRule="evenodd" />
                </svg>
              </a>
            </li>
          ))}
        </ul>
      ) : null}
      {route !== 'full' && newWindowHref ? (
        <a className="idx-detail__link idx-detail-nav__new-window" href={newWindowHref} target="_blank" rel="noopener">
          <span className="idx-detail-nav__glyph" aria-hidden="true">
            ↗
          </span>
          <span className="idx-detail-nav__label">{OPEN_IN_NEW_WINDOW}</span>
        </a>
      ) : null}
      <span className="idx-detail-nav__spacer" />
      <NeighbourControl target={previous} label="Previous" mark="‹" renderLink={renderLink} />
      <NeighbourControl target={next} label="Next" mark="›" renderLink={renderLink} />
      {onClose ? (
        <button type="button" className="idx-detail-nav__icon" onClick={onClose} aria-label="Close">
          <span aria-hidden="true">×</span>
        </button>
      ) : null}
    </nav>
  )
}
