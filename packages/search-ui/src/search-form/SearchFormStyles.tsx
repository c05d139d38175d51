import { Style } from '../shared/Style'
import { SHARED_CSS } from '../shared/styles'
import { SEARCH_FORM_CSS } from './searchFormCss'

/** The search-form widgets' stylesheets (hoisted into <head> once by React). */
export function SearchFormStyles() {
  return (
    <>
      <Style id="idx-shared" css={SHARED_CSS} />
      <Style id="idx-search-form" css={SEARCH_FORM_CSS} />
    </>
  )
}
