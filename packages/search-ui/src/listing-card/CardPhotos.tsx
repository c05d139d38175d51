import { cardPhotoUrls, IMAGE_SIZES, stepPhotoIndex } from '@idx/domain'
import type { Listing } from '@idx/domain'
import { useMemo, useState } from 'react'
import type { MouseEvent } from 'react'
import type { RenderLink } from '@idx/ui'
import { VISUALLY_HIDDEN_CLASS } from '../shared/styles.js'

export interface CardPhotosProps {
  listing: Listing
  href: string | null
  title: string
  imageLoading: 'eager' | 'lazy'
  renderLink: RenderLink
  onLinkClick?: (event: MouseEvent<HTMLAnchorElement>) => void
  /** Only the cover photo, without the buttons that step through the others. */
  coverOnly?: boolean
}

/**
 * The cover photo of a card, linking to the listing, with previous and next buttons that step
 * through the listing's photos and wrap around. The photo link is hidden from assistive
 * technology and the tab order: the title link right below goes to the same place.
 */
export function CardPhotos({
  listing,
  href,
  title,
  imageLoading,
  renderLink,
  onLinkClick,
  coverOnly = false,
}: CardPhotosProps) {
  // Cards below the fold load lazily at the smaller size the spec gives them (268x150).
  const size = imageLoading === 'eager' ? IMAGE_SIZES.card : IMAGE_SIZES.cardLazy
  const { photo_urls: photoUrls, cover_photo_url: coverPhotoUrl } = listing
  const photos = useMemo(() => {
    const all = cardPhotoUrls({ photo_urls: photoUrls, cover_photo_url: coverPhotoUrl }, size)
    return coverOnly ? all.slice(0, 1) : all
  }, [photoUrls, coverPhotoUrl, size, coverOnly])
  const [index, setIndex] = useState(0)
  const current = Math.min(index, Math.max(0, photos.length - 1))
  const src = photos[current]

  const picture = src ? (
    <img
      className="idx-card__img"
      src={src}
      width={size.width}
      height={size.height}
      alt=""
      loading={imageLoading}
      decoding="async"
      // The first cards are the page's largest paint: ask for them first.
      fetchPriority={imageLoading === 'eager' ? 'high' : 'auto'}
    />
  ) : (
    <span className="idx-card__no-photo">No photo available</span>
  )

  return (
    <div className="idx-card__media">
      {href
        ? renderLink({
            href,
            className: 'idx-card__photo-link',
            tabIndex: -1,
            'aria-hidden': true,
            onClick: onLinkClick,
            children: picture,
          })
        : picture}
      {photos.length > 1 ? (
        <>
          <button
            type="button"
            className="idx-card__photo-button idx-card__photo-button--previous"
            onClick={() => setIndex(stepPhotoIndex(current, -1, photos.length))}
          >
            <span aria-hidden="true">‹</span>
            <span className={VISUALLY_HIDDEN_CLASS}>Previous photo of {title}</span>
          </button>
          <button
            type="button"
            className="idx-card__photo-button idx-card__photo-button--next"
            onClick={() => setIndex(stepPhotoIndex(current, 1, photos.length))}
          >
            <span aria-hidden="true">›</span>
            <span className={VISUALLY_HIDDEN_CLASS}>Next photo of {title}</span>
          </button>
          <span className="idx-card__photo-count" aria-live="polite">
            <span aria-hidden="true">
              {current + 1} / {photos.length}
            </span>
            <span className={VISUALLY_HIDDEN_CLASS}>
              Photo {current + 1} of {photos.length}
            </span>
          </span>
        </>
      ) : null}
    </div>
  )
}
