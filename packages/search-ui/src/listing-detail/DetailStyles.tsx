import { SharedStyles } from '@idx/ui'
import { Style } from '../shared/Style.js'
import { LISTING_DETAIL_CSS } from './listing-detail-css.js'

/** The stylesheets every listing-detail widget needs (hoisted into `<head>` once). */
export function DetailStyles() {
  return (
    <>
      <SharedStyles />
      <Style id="idx-listing-detail" css={LISTING_DETAIL_CSS} />
    </>
  )
}
