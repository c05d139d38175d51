import { feedCardLogo, listingCardAttribution } from '@idx/domain'
import type { Feed, Listing } from '@idx/domain'

export interface CardCreditsProps {
  listing: Listing
  feed?: Feed | null
  extraInfo: boolean
  className?: string
}

/**
 * The names and logo a listing's feed requires on result cards ('Courtesy of …', 'Listed By …',
 * 'Sold By …', the MLS logo), or nothing when it requires none. A custom card always shows them:
 * they are the MLS's rules, not a design choice.
 */
export function CardCredits({ listing, feed, extraInfo, className }: CardCreditsProps) {
  const { courtesy, listedBy, soldBy } = listingCardAttribution(listing, { feed, extraInfo })
  const logo = feedCardLogo(feed)
  const lines = [courtesy, listedBy, soldBy].filter((line): line is string => Boolean(line))
  if (lines.length === 0 && !logo) return null
  return (
    <div className={['idx-card__credits', className].filter(Boolean).join(' ')}>
      <div>
        {lines.map((line) => (
          <p key={line} className="idx-card__credit">
            {line}
          </p>
        ))}
      </div>
      {logo ? (
        <img
          className="idx-card__feed-logo"
          src={logo.url}
          alt={listing.source_name ? `${listing.source_name} logo` : 'MLS logo'}
          width={72}
          height={24}
          loading="lazy"
          decoding="async"
          data-fit={logo.fit}
        />
      ) : null}
    </div>
  )
}
