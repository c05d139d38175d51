import { Style } from '../shared/Style.js'
import { INQUIRY_CSS } from './inquiry-css.js'
import { AuthStyles } from '@idx/ui'

/** The inquiry widgets' stylesheets: the sign-in forms' (whose classes they reuse) and their own. */
export function InquiryStyles() {
  return (
    <>
      <AuthStyles />
      <Style id="idx-inquiry" css={INQUIRY_CSS} />
    </>
  )
}
