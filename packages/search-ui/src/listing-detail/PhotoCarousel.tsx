import { IMAGE_SIZES, stepPhotoIndex } from '@idx/domain'
import type { KeyboardEvent, ReactNode } from 'react'
import { VISUALLY_HIDDEN_CLASS } from '../shared/styles.js'

export interface PhotoCarouselProps {
  /** Photo URLs at the gallery size (1280x720). */
  photos: readonly string[]
  /**
   * The same photos small (the card's 302x190, often cached already): each shows blurred under
   * its photo until the large one has loaded, so the gallery is never an empty box meanwhile.
   */
  placeholders?: readonly string[]
  index: number
  onIndexChange: (index: number) => void
  /** Names the photos ('1105 W Mary St'). */
  title: string
  /** Eager for the page's first photo (its largest paint). */
  imageLoading?: 'eager' | 'lazy'
  /** Extra controls over the photo (the 'Photos' viewer button). */
  children?: ReactNode
}

/**
 * The photo gallery carousel: one 1280x720 photo, Previous and Next (wrapping), a counter, and
 * the arrow keys when the carousel has focus. While a photo loads, its small copy shows blurred
 * in its place (`placeholders`), on a light ground rather than a dark box.
 */
export function PhotoCarousel({
  photos,
  placeholders = [],
  index,
  onIndexChange,
  title,
  imageLoading = 'eager',
  children,
}: PhotoCarouselProps) {
  const count = photos.length
  const current = Math.min(index, Math.max(0, count - 1))
  const step = (delta: 1 | -1) => onIndexChange(stepPhotoIndex(current, delta, count))
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (count < 2) return
    if (event.key === 'ArrowLeft') step(-1)
    else if (event.key === 'ArrowRight') step(1)
    else return
    event.preventDefault()
  }
  return (
    <section
      className="idx-gallery"
      aria-roledescription="carousel"
      aria-label={`Photos of ${title}`}
      tabIndex={count > 1 ? 0 : undefined}
      onKeyDown={onKeyDown}
    >
      <div className="idx-gallery__frame">
        {count > 0 && placeholders[current] ? (
          <img
            key={placeholders[current]}
            className="idx-gallery__placeholder"
            src={placeholders[current]}
            alt=""
            aria-hidden="true"
            decoding="async"
          />
        ) : null}
        {count > 0 ? (
          <img
            className="idx-gallery__img"
            src={photos[current]}
            alt={`Photo ${current + 1} of ${count} of ${title}`}
            width={IMAGE_SIZES.gallery.width}
            height={IMAGE_SIZES.gallery.height}
            loading={imageLoading}
            // The page's first photo is its largest paint: fetched ahead of the page's other images.
            fetchPriority={imageLoading === 'eager' ? 'high' : undefined}
            decoding="async"
          />
        ) : (
          <p className="idx-gallery__empty">No photos available</p>
        )}
      </div>
      {count > 1 ? (
        <>
          <button type="button" className="idx-gallery__step idx-gallery__step--previous" onClick={() => step(-1)}>
            <span aria-hidden="true">‹</span>
            <span className={VISUALLY_HIDDEN_CLASS}>Previous photo</span>
          </button>
          <button type="button" className="idx-gallery__step idx-gallery__step--next" onClick={() => step(1)}>
            <span aria-hidden="true">›</span>
            <span className={VISUALLY_HIDDEN_CLASS}>Next photo</span>
          </button>
          <p className="idx-gallery__counter" aria-live="polite">
            <span aria-hidden="true">
              {current + 1} / {count}
            </span>
            <span className={VISUALLY_HIDDEN_CLASS}>
              Photo {current + 1} of {count}
            </span>
          </p>
        </>
      ) : null}
      {children}
    </section>
  )
}
