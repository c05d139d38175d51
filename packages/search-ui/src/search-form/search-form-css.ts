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

.idx-filter-panel { display: grid; gap: 0.75rem; padding: 0.75rem; border: 1px solid ${THEME.border}; border-radius: ${THEME.radius}; background: ${THEME.surface}; }
.idx-filter-panel[hidden] { display: none; }
.idx-filter-panel__message { margin: 0; color: ${THEME.muted}; }
.idx-filter-panel__message[data-state='error'] { color: ${ERROR}; }
.idx-filter-panel__footer { display: flex; justify-content: flex-end; align-items: center; gap: 0.75rem; border-top: 1px solid ${THEME.border}; padding-top: 0.5rem; }
.idx-sf-button.idx-filter-panel__done { background: ${THEME.accent}; border-color: ${THEME.accent}; color: ${THEME.accentText}; }
.idx-filter-panel__done[aria-busy='true'] { opacity: 0.85; }

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
.idx-filter-group { display: grid; gap: 0.5rem; }
.idx-filter-group__heading { margin: 0; font-size: 0.9375rem; font-weight: 700; }
.idx-filter-group[role='group'] { padding: 0 0.5rem; }
.idx-filter-group__toggle {
  display: flex; width: 100%; align-items: center; gap: 0.5rem; min-height: 2.5rem; padding: 0.375rem 0.5rem;
  border: 0; border-radius: ${THEME.radius}; background: none; font-weight: 700; font-size: 0.9375rem; text-align: left; cursor: pointer;
}
.idx-filter-group__toggle:hover { background: ${THEME.subtle}; }
.idx-filter-group__summary { margin-left: auto; color: ${THEME.muted}; font-weight: 400; font-size: 0.8125rem; text-align: right; }
.idx-filter-group__chevron { transition: transform 150ms; }
.idx-filter-group__toggle[aria-expanded='true'] .idx-filter-group__chevron { transform: rotate(180deg); }
.idx-filter-group__content { display: grid; gap: 0.75rem; padding: 0 0.5rem 0.5rem; }
.idx-filter-group__content[hidden] { display: none; }
.idx-tabs__list { display: flex; gap: 0.25rem; border-bottom: 1px solid ${THEME.border}; }
.idx-tabs__tab {
  min-height: 2.5rem; padding: 0.375rem 0.875rem; border: 0; border-bottom: 3px solid transparent;
  background: none; color: ${THEME.muted}; font-weight: 600; cursor: pointer;
}
.idx-tabs__tab[aria-selected='true'] { border-bottom-color: ${THEME.accent}; color: ${THEME.text}; }
.idx-tabs__panel { padding-top: 0.5rem; }
.idx-tabs__panel[hidden] { display: none; }

.idx-field { margin: 0; padding: 0; border: 0; min-width: 0; display: grid; gap: 0.375rem; }
.idx-field__legend { padding: 0; margin-bottom: 0.375rem; font-weight: 600; }
.idx-field__hint { margin: 0; color: ${THEME.muted}; font-size: 0.8125rem; }
.idx-field__error { margin: 0; color: ${ERROR}; font-size: 0.8125rem; }
.idx-segments { display: flex; flex-wrap: wrap; }
.idx-segments__item { position: relative; }
.idx-segments__input { position: absolute; opacity: 0; width: 1px; height: 1px; }
.idx-segments__label {
  display: inline-flex; align-items: center; min-width: 3rem; min-height: 2.5rem; justify-content: center;
  padding: 0.375rem 0.75rem; border: 1px solid ${THEME.border}; margin-left: -1px; background: ${THEME.surface}; cursor: pointer;
}
.idx-segments__item:first-child .idx-segments__label { margin-left: 0; border-radius: ${THEME.radius} 0 0 ${THEME.radius}; }
.idx-segments__item:last-child .idx-segments__label { border-radius: 0 ${THEME.radius} ${THEME.radius} 0; }
.idx-segments__input:checked + .idx-segments__label { position: relative; background: ${THEME.accent}; border-color: ${THEME.accent}; color: ${THEME.accentText}; font-weight: 600; }
.idx-segments__input:focus-visible + .idx-segments__label { ${FOCUS_RING} position: relative; z-index: 1; }
.idx-checks { display: grid; grid-template-columns: repeat(auto-fill, minmax(10rem, 1fr)); gap: 0.25rem 0.75rem; }
.idx-checks__item { display: flex; align-items: center; gap: 0.5rem; min-height: 2.25rem; cursor: pointer; }
.idx-checks__item input { width: 1.125rem; height: 1.125rem; margin: 0; accent-color: ${THEME.accent}; }
.idx-range { display: flex; align-items: flex-end; gap: 0.75rem; }
.idx-range__side { display: grid; gap: 0.25rem; flex: 1 1 0; min-width: 0; }
.idx-range__after-dash::before {
  content: '–'; position: absolute; left: -0.45rem; bottom: 0.6rem; color: ${THEME.muted};
}
.idx-range__side, .idx-price__side { position: relative; }
.idx-select, .idx-text-input {
  width: 100%; min-height: 2.5rem; padding: 0.375rem 0.5rem; border: 1px solid ${THEME.border};
  border-radius: ${THEME.radius}; background: ${THEME.surface};
}
.idx-text-input[aria-invalid='true'], .idx-select[aria-invalid='true'] { border-color: ${ERROR}; }
.idx-text-filter__row { display: flex; gap: 0.5rem; }

.idx-price { display: grid; gap: 0.375rem; }
.idx-price__inputs { display: flex; align-items: flex-end; gap: 0.75rem; }
.idx-price__side { display: grid; gap: 0.25rem; flex: 1 1 0; min-width: 0; }
.idx-price__listbox {
  position: absolute; z-index: 40; top: 100%; left: 0; right: 0; max-height: 15rem; overflow: auto; margin: 0.25rem 0 0;
  padding: 0.25rem 0; border: 1px solid ${THEME.border}; border-radius: ${THEME.radius}; background: ${THEME.surface};
  box-shadow: 0 8px 24px rgba(31, 35, 40, 0.16); list-style: none;
}
.idx-price__option { padding: 0.375rem 0.75rem; cursor: pointer; }
.idx-price__option:hover { background: ${THEME.subtle}; }
.idx-price__option[aria-selected='true'] { background: ${THEME.subtle}; box-shadow: inset 3px 0 0 ${THEME.accent}; }
.idx-price__message { margin: 0; color: ${THEME.muted}; font-size: 0.8125rem; }
.idx-price__message[data-state='error'] { color: ${ERROR}; font-weight: 600; }

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
