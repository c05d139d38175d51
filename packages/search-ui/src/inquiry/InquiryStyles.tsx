import { AuthStyles } from '../auth/AuthStyles.js'
import { Style } from '../shared/Style.js'
import { INQUIRY_CSS } from './inquiry-css.js'

/** The inquiry widgets' stylesheets: the sign-in forms' (whose classes they reuse) and their own. */
export function InquiryStyles() {
  return (
    <>
      <AuthStyles />
      <Style id="idx-inquiry" css={INQUIRY_CSS} />
    </>
  )
}
