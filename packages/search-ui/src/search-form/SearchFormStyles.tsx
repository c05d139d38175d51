import { SharedStyles } from '@idx/ui'
import { Style } from '../shared/Style.js'
import { SEARCH_FORM_CSS } from './search-form-css.js'

/** The search-form widgets' stylesheets (hoisted into <head> once by React). */
export function SearchFormStyles() {
  return (
    <>
      <SharedStyles />
      <Style id="idx-search-form" css={SEARCH_FORM_CSS} />
    </>
  )
}
