import { Style } from '../shared/Style.js'
import { FILTER_PANEL_CSS } from './filter-panel-css.js'
import { SearchFormStyles } from './SearchFormStyles.js'

// A module of its own: the filter controls' stylesheet travels with the panel's lazy chunk.
/** The filter controls' stylesheet, beside the search form's (the filter panel and the price dropdown draw it). */
export function FilterPanelStyles() {
  return (
    <>
      <SearchFormStyles />
      <Style id="idx-filter-panel" css={FILTER_PANEL_CSS} />
    </>
  )
}
