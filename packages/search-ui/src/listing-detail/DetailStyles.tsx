import { Style } from '../shared/Style'
import { SHARED_CSS } from '../shared/styles'
import { LISTING_DETAIL_CSS } from './listingDetailCss'

/** The stylesheets every listing-detail widget needs (hoisted into `<head>` once). */
export function DetailStyles() {
  return (
    <>
      <Style id="idx-shared" css={SHARED_CSS} />
      <Style id="idx-listing-detail" css={LISTING_DETAIL_CSS} />
    </>
  )
}
