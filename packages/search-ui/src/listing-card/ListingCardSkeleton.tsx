/**
 * A grey stand-in for a card while the first page of results loads; it keeps the grid's
 * shape so nothing jumps when the cards arrive. Purely visual: the list says it is busy.
 */
export function ListingCardSkeleton() {
  return (
    <div className="idx-card idx-card--skeleton" aria-hidden="true">
      <div className="idx-card__media idx-skeleton" />
      <div className="idx-card__body">
        <div className="idx-skeleton idx-skeleton__line" style={{ width: '70%' }} />
        <div className="idx-skeleton idx-skeleton__line" style={{ width: '45%' }} />
        <div className="idx-skeleton idx-skeleton__line idx-skeleton__line--tall" style={{ width: '35%' }} />
        <div className="idx-skeleton idx-skeleton__line" style={{ width: '60%' }} />
      </div>
    </div>
  )
}
