import { AuthStyles } from '../auth/AuthStyles'
import { Style } from '../shared/Style'
import { INQUIRY_CSS } from './inquiryCss'

/** The inquiry widgets' stylesheets: the sign-in forms' (whose classes they reuse) and their own. */
export function InquiryStyles() {
  return (
    <>
      <AuthStyles />
      <Style id="idx-inquiry" css={INQUIRY_CSS} />
    </>
  )
}
