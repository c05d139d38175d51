import { FOCUS_RING, SMALL_SCREEN_QUERY, THEME } from '../shared/styles.js'

/** Error text: #b42318 on white is 6.6:1 (WCAG AA). */
const ERROR = 'var(--idx-error, #b42318)'

/** The stylesheet of every search-form widget (omnibox, filters, price dropdown, chips). */
export const SEARCH_FORM_CSS = `
.idx-sf { color: ${THEME.text}; font-family: ${THEME.font}; font-size: 0.875rem; }
.idx-sf *, .idx-sf *::before, .idx-sf *::after { box-sizing: border-box; }
.idx-sf button, .idx-sf input, .idx-sf select { font: inherit; color: inherit; }
.idx-sf :is(button, input, select, [tabindex]):focus-visible { ${FOCUS_RING} }
.idx-sf-button {
  display: inline-flex; align-items: center; justify-content: center; gap: 0.375rem; min-height: 2.5rem;
  padding: 0.375rem 0.875rem; border: 1px solid ${THEME.border}; border-radius: ${THEME.radius};
  background: ${THEME.surface}; cursor: pointer; font-weight: 600;
}
.idx-sf-button:hover { border-color: ${THEME.muted}; }
.idx-sf-button[aria-expanded='true'] { border-color: ${THEME.accent}; }
.idx-sf-button:disabled { color: ${THEME.muted}; cursor: not-allowed; }
.idx-sf-link-button {
  min-height: 2.25rem; padding: 0.25rem 0.5rem; border: 0; background: none; color: ${THEME.accent};
  font-weight: 600; text-decoration: underline; text-underline-offset: 2px; cursor: pointer;
}
.idx-sf-link-button:disabled { color: ${THEME.muted}; text-decoration: none; cursor: not-allowed; }
.idx-sf-badge {
  display: inline-block; min-width: 1.25rem; padding: 0 0.375rem; border-radius: 999px;
  background: ${THEME.accent}; color: ${THEME.accentText}; font-size: 0.75rem; line-height: 1.25rem; text-align: center;
}

.idx-search-form { display: grid; gap: 0.5rem; }
.idx-search-form__bar { display: flex; gap: 0.5rem; align-items: flex-start; }
.idx-search-form__bar .idx-omnibox { flex: 1 1 auto; min-width: 0; }

.idx-omnibox { position: relative; }
.idx-omnibox__field { position: relative; display: flex; align-items: center; }
.idx-omnibox__input {
  width: 100%; min-height: 2.5rem; padding: 0.5rem 2.5rem 0.5rem 0.75rem; border: 1px solid ${THEME.border};
  border-radius: ${THEME.radius}; background: ${THEME.surface}; font-size: 1rem;
}
.idx-omnibox__input::placeholder { color: ${THEME.muted}; opacity: 1; }
.idx-omnibox__clear {
  position: absolute; right: 0.25rem; width: 2rem; height: 2rem; border: 0; border-radius: 50%;
  background: none; color: ${THEME.muted}; font-size: 1.25rem; line-height: 1; cursor: pointer;
}
.idx-omnibox__clear:hover { background: ${THEME.subtle}; color: ${THEME.text}; }
.idx-omnibox__popup {
  position: absolute; z-index: 40; top: calc(100% + 0.25rem); left: 0; right: 0; max-height: min(24rem, 70vh);
  overflow: auto; border: 1px solid ${THEME.border}; border-radius: ${THEME.radius}; background: ${THEME.surface};
  box-shadow: 0 8px 24px rgba(31, 35, 40, 0.16);
}
.idx-omnibox__message { margin: 0; padding: 0.75rem; color: ${THEME.muted}; }
.idx-omnibox__message[data-state='error'] { color: ${ERROR}; }
.idx-omnibox__heading {
  padding: 0.5rem 0.75rem 0.25rem; color: ${THEME.muted}; font-size: 0.75rem; font-weight: 700;
  text-transform: uppercase; letter-spacing: 0.04em;
}
.idx-omnibox__option { display: flex; flex-direction: column; gap: 0.125rem; padding: 0.5rem 0.75rem; cursor: pointer; }
.idx-omnibox__option:hover { background: ${THEME.subtle}; }
.idx-omnibox__option[aria-selected='true'] { background: ${THEME.subtle}; box-shadow: inset 3px 0 0 ${THEME.accent}; }
.idx-omnibox__name { font-weight: 600; }
.idx-omnibox__label { color: ${THEME.muted}; font-size: 0.8125rem; }

/* The panel's frame: out of the page's flow, over the screen rather than pushing the results. */
.idx-search-form { position: relative; }
.idx-filter-popover { box-sizing: border-box; overflow-y: auto; overscroll-behavior: contain; background: ${THEME.surface}; }
.idx-filter-popover[hidden] { display: none; }
.idx-filter-popover:focus { outline: none; }
.idx-filter-popover .idx-filter-panel { border: 0; border-radius: 0; }
/* The footer's See N homes stays in reach however long the panel scrolls. */
.idx-filter-popover .idx-filter-panel__footer { position: sticky; bottom: 0; z-index: 1; margin: 0 -0.75rem -0.75rem; padding: 0.625rem 0.75rem; background: ${THEME.surface}; }
.idx-filter-popover[data-layout='popover'] {
  position: absolute; z-index: var(--idx-filter-z-index, 1100); top: calc(100% + 0.25rem); right: 0;
  width: min(34rem, 100%); max-height: var(--idx-filter-max-height, 70vh);
  border: 1px solid ${THEME.border}; border-radius: ${THEME.radius}; box-shadow: 0 12px 32px rgba(31, 35, 40, 0.22);
}
.idx-filter-popover[data-layout='sheet'] {
  position: fixed; z-index: var(--idx-filter-sheet-z-index, 1900); inset: 0; display: flex; flex-direction: column;
}
.idx-filter-popover[data-layout='sheet'][hidden] { display: none; }
.idx-filter-popover[data-layout='sheet'] .idx-filter-panel { flex: 1 0 auto; display: flex; flex-direction: column; }
.idx-filter-popover[data-layout='sheet'] .idx-filter-panel__footer { margin-top: auto; padding-bottom: max(0.625rem, env(safe-area-inset-bottom)); }
.idx-filter-popover__header {
  position: sticky; top: 0; z-index: 1; display: flex; align-items: center; justify-content: space-between;
  padding: 0.5rem 0.5rem 0.5rem 1rem; border-bottom: 1px solid ${THEME.border}; background: ${THEME.surface};
}
.idx-filter-popover__title { margin: 0; font-size: 1.125rem; }
.idx-filter-popover .idx-filter-popover__close {
  width: 2.75rem; height: 2.75rem; border: 0; border-radius: 50%; background: none; font-size: 1.75rem; line-height: 1; cursor: pointer;
}
.idx-filter-popover .idx-filter-popover__close:hover { background: ${THEME.subtle}; }

.idx-chips { position: relative; min-width: 0; }
.idx-chips__list { display: flex; flex-wrap: nowrap; gap: 0.375rem; margin: 0; padding: 0.125rem; overflow: hidden; list-style: none; }
.idx-chips[data-expanded='true'] .idx-chips__list { flex-wrap: wrap; }
.idx-chips__list[aria-busy='true'] { opacity: 0.7; }
.idx-chips__item { flex: 0 0 auto; }
.idx-chips__item[data-overflow='true'] { visibility: hidden; }
.idx-chip {
  display: inline-flex; align-items: center; gap: 0.375rem; max-width: 18rem; min-height: 2rem; padding: 0.25rem 0.5rem 0.25rem 0.75rem;
  border: 1px solid ${THEME.border}; border-radius: 999px; background: ${THEME.subtle}; cursor: pointer; white-space: nowrap;
}
.idx-chip:hover { border-color: ${THEME.muted}; }
.idx-chip__text { overflow: hidden; text-overflow: ellipsis; }
.idx-chip__x { font-size: 1rem; line-height: 1; color: ${THEME.muted}; }
.idx-chips__more { position: absolute; top: 0.125rem; min-height: 2rem; padding: 0.25rem 0.625rem; }
.idx-chips[data-expanded='true'] .idx-chips__more { position: static; margin-top: 0.25rem; }

@media ${SMALL_SCREEN_QUERY} {
  .idx-price__inputs, .idx-range { flex-direction: column; align-items: stretch; }
  .idx-range__after-dash::before { display: none; }
}
`
