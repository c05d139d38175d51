import { sharingUrls } from '@idx/domain'
import type { Listing } from '@idx/domain'
import { useSyncExternalStore } from 'react'
import type { MouseEvent } from 'react'
import { isPlainLeftClick, renderAnchor } from '../shared/links'
import type { RenderLink } from '../shared/links'
import { DetailStyles } from './DetailStyles'
import { OPEN_IN_NEW_WINDOW } from './messages'

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

const SHARE_SERVICES = [
  { key: 'facebook', label: 'Facebook', mark: 'f' },
  { key: 'twitter', label: 'Twitter', mark: '𝕏' },
  { key: 'pinterest', label: 'Pinterest', mark: 'P' },
  { key: 'email', label: 'Email', mark: '✉' },
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
  const content = (
    <>
      <span aria-hidden="true">{mark}</span> {label}
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
 * pinterest, email; the share token appended to the full URL), 'Open in New Window' when not on
 * the full route, Previous / Next through the last results (disabled without a neighbour) and ×.
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
  previous,
  next,
  onClose,
  renderLink = renderAnchor,
  className,
}: ListingDetailNavProps) {
  const pageOrigin = usePageOrigin()
  const base = origin ?? pageOrigin
  const urls = sharingUrls(listing, { shareToken, origin: base })
  const newWindowHref = fullPageHref ?? listing.full_url ?? listing.seo?.full_url ?? null
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
                <span aria-hidden="true">{service.mark}</span>
              </a>
            </li>
          ))}
        </ul>
      ) : null}
      {route !== 'full' && newWindowHref ? (
        <a className="idx-detail__link" href={newWindowHref} target="_blank" rel="noopener">
          {OPEN_IN_NEW_WINDOW}
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
