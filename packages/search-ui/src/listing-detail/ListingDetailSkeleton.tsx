import { DetailStyles } from './DetailStyles.js'

/**
 * A grey stand-in for the listing while it loads, in the detail's shape so nothing jumps when it
 * arrives. It says it is loading to assistive technology once, through `aria-busy` and a label.
 */
export function ListingDetailSkeleton({ className }: { className?: string }) {
  return (
    <div
      className={['idx-detail', 'idx-detail__skeleton', className].filter(Boolean).join(' ')}
      role="status"
      aria-busy="true"
      aria-label="Loading listing"
    >
      <DetailStyles />
      <div aria-hidden="true" className="idx-detail__skeleton">
        <div className="idx-skeleton idx-skeleton__line" style={{ width: '55%', height: '1.75rem' }} />
        <div className="idx-skeleton idx-skeleton__line" style={{ width: '35%' }} />
        <div className="idx-skeleton idx-skeleton__line" style={{ width: '25%', height: '1.75rem' }} />
        <div className="idx-skeleton" style={{ aspectRatio: '1280 / 720', borderRadius: 'var(--idx-radius, 8px)' }} />
        <div className="idx-skeleton idx-skeleton__line" style={{ width: '90%' }} />
        <div className="idx-skeleton idx-skeleton__line" style={{ width: '80%' }} />
      </div>
    </div>
  )
}
