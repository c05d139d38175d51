import { FOCUS_RING, THEME } from '../shared/styles.js'

/** Error text: #b42318 on white is 6.6:1 (WCAG AA). */
const ERROR = 'var(--idx-error, #b42318)'

/**
 * The stylesheet of the filter panel's controls (groups, tabs, segments, checks, ranges, the price
 * dropdown): loaded with the panel, which the search screen's first paint does without.
 */
export const FILTER_PANEL_CSS = `
.idx-filter-panel { display: grid; gap: 0.75rem; padding: 0.75rem; border: 1px solid ${THEME.border}; border-radius: ${THEME.radius}; background: ${THEME.surface}; }
.idx-filter-panel[hidden] { display: none; }
.idx-filter-panel__message { margin: 0; color: ${THEME.muted}; }
.idx-filter-panel__message[data-state='error'] { color: ${ERROR}; }
.idx-filter-panel__footer { display: flex; justify-content: flex-end; align-items: center; gap: 0.75rem; border-top: 1px solid ${THEME.border}; padding-top: 0.5rem; }
.idx-sf-button.idx-filter-panel__done { background: ${THEME.accent}; border-color: ${THEME.accent}; color: ${THEME.accentText}; }
.idx-filter-panel__done[aria-busy='true'] { opacity: 0.85; }

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
`
