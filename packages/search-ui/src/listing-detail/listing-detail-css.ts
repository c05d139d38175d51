import { FOCUS_RING, SMALL_SCREEN_QUERY, THEME } from '../shared/styles.js'

/** Error text: #b42318 on white is 6.6:1 (WCAG AA), as in the sign-in widgets. */
const ERROR = 'var(--idx-error, #b42318)'

/** Status colours per status colour class; each pair passes WCAG AA for small bold text (as on the card). */
const STATUS_COLOURS = {
  green: 'background: #1a7f37; color: #ffffff;',
  yellow: 'background: #ffd33d; color: #1f2328;',
  'light-red': 'background: #ffebe9; color: #a40e26;',
  black: 'background: #1f2328; color: #ffffff;',
} as const

/** A label kept as its control's accessible name but not drawn (visually hidden). */
const NAV_LABEL_HIDDEN =
  'position: absolute; width: 1px; height: 1px; margin: -1px; padding: 0; overflow: hidden; clip: rect(0, 0, 0, 0); white-space: nowrap; border: 0;'

/** The stylesheet of the listing detail widgets (gates, navigation bar, full view, photo viewer). */
export const LISTING_DETAIL_CSS = `
.idx-detail, .idx-gate, .idx-detail-nav, .idx-detail-dialog { color: ${THEME.text}; font-family: ${THEME.font}; }
.idx-detail *, .idx-gate *, .idx-detail-nav *, .idx-detail-dialog * { box-sizing: border-box; }
:is(.idx-detail, .idx-gate, .idx-detail-nav, .idx-detail-dialog) :is(button, input) { font: inherit; }
:is(.idx-detail, .idx-gate, .idx-detail-nav, .idx-detail-dialog) :is(a, button, input, [tabindex]):focus-visible { ${FOCUS_RING} }
.idx-detail__button {
  display: inline-flex; align-items: center; justify-content: center; gap: 0.25rem; min-height: 2.5rem;
  padding: 0.5rem 1rem; border: 1px solid ${THEME.accent}; border-radius: ${THEME.radius}; background: ${THEME.surface};
  color: ${THEME.accent}; font-weight: 600; text-decoration: none; cursor: pointer;
}
.idx-detail__button--primary { background: ${THEME.accent}; color: ${THEME.accentText}; }
.idx-detail__button:disabled, .idx-detail__button[aria-disabled='true'] { opacity: 0.5; cursor: not-allowed; }
.idx-detail__link { color: ${THEME.accent}; font-weight: 600; }

.idx-gate { position: relative; display: grid; max-width: 40rem; border: 1px solid ${THEME.border}; border-radius: ${THEME.radius}; overflow: hidden; background: ${THEME.surface}; }
.idx-gate__media { position: relative; aspect-ratio: 16 / 9; background: ${THEME.subtle}; }
.idx-gate__photo { display: block; width: 100%; height: 100%; object-fit: cover; filter: blur(6px); transform: scale(1.05); }
.idx-gate__photo--shown { filter: none; transform: none; }
.idx-gate__home { display: grid; gap: 0.125rem; margin: 0; }
.idx-gate__street { font-size: 1.125rem; font-weight: 700; }
.idx-gate__place { color: ${THEME.muted}; }
.idx-gate__body { display: grid; gap: 0.75rem; justify-items: center; padding: 1.25rem; text-align: center; }
.idx-gate__logo { max-width: 10rem; max-height: 3rem; object-fit: contain; }
.idx-gate__title { margin: 0; font-size: 1.25rem; line-height: 1.3; }
.idx-gate__text { margin: 0; color: ${THEME.muted}; }
.idx-gate__form { display: flex; flex-wrap: wrap; gap: 0.5rem; justify-content: center; width: 100%; }
.idx-gate__label { width: 100%; font-weight: 600; text-align: left; }
.idx-gate__input { flex: 1 1 12rem; min-height: 2.5rem; padding: 0.5rem 0.75rem; border: 1px solid ${THEME.border}; border-radius: ${THEME.radius}; font-size: 1rem; }
.idx-gate__input[aria-invalid='true'] { border-color: ${ERROR}; }
.idx-gate__alert { margin: 0; color: ${ERROR}; }

/* One row at any width (a query container: the bar's own width decides, whatever the window's). */
.idx-detail-nav {
  container: idx-detail-nav / inline-size; display: flex; flex-wrap: nowrap; align-items: center; gap: 0.5rem;
  padding: 0.5rem 0; border-bottom: 1px solid ${THEME.border};
}
.idx-detail-nav > :not(.idx-detail-nav__spacer) { flex: none; white-space: nowrap; }
.idx-detail-nav__share { display: flex; gap: 0.25rem; margin: 0; padding: 0; list-style: none; }
.idx-detail-nav__share-link, .idx-detail-nav__icon {
  display: inline-flex; align-items: center; justify-content: center; min-width: 2.5rem; height: 2.5rem; padding: 0 0.5rem;
  border: 1px solid ${THEME.border}; border-radius: ${THEME.radius}; background: ${THEME.surface}; color: ${THEME.text};
  font-weight: 600; text-decoration: none; cursor: pointer; gap: 0.35em;
}
.idx-detail-nav__icon:disabled, .idx-detail-nav__icon[aria-disabled='true'] { color: ${THEME.muted}; opacity: 0.6; cursor: not-allowed; }
.idx-detail-nav__spacer { flex: 1; }
.idx-detail-nav__share-icon { width: 1.125rem; height: 1.125rem; fill: currentColor; }
.idx-detail-nav__glyph { display: none; }
/* Where the bar is narrower than its words need (a narrow split view, a phone), 'Open in New Window'
   and then Previous / Next give way to their marks; the words stay the controls' names. */
@container idx-detail-nav (max-width: 42rem) {
  .idx-detail-nav__new-window {
    display: inline-flex; align-items: center; justify-content: center; flex: none; min-width: 2.5rem; height: 2.5rem;
    border: 1px solid ${THEME.border}; border-radius: ${THEME.radius}; text-decoration: none;
  }
  .idx-detail-nav__new-window > .idx-detail-nav__glyph { display: inline; }
  .idx-detail-nav__new-window > .idx-detail-nav__label { ${NAV_LABEL_HIDDEN} }
}
@container idx-detail-nav (max-width: 32rem) {
  .idx-detail-nav__icon > .idx-detail-nav__label { ${NAV_LABEL_HIDDEN} }
}
/* Small screens: 36 px targets. */
@media ${SMALL_SCREEN_QUERY} {
  .idx-detail-nav { gap: 0.25rem; }
  .idx-detail-nav__share-link, .idx-detail-nav__icon, .idx-detail-nav__new-window { min-width: 2.25rem; height: 2.25rem; padding: 0 0.25rem; }
}

.idx-detail { display: grid; gap: 1.25rem; max-width: 72rem; }
.idx-detail__header { display: grid; gap: 0.5rem; }
.idx-detail__title { margin: 0; font-size: 1.5rem; line-height: 1.25; }
.idx-detail__subtitle { margin: 0; color: ${THEME.muted}; }
.idx-detail__price { margin: 0; font-size: 1.5rem; font-weight: 700; }
.idx-detail__closing { margin: 0; font-size: 1.125rem; font-weight: 700; color: #a40e26; }
.idx-detail__facts { display: flex; flex-wrap: wrap; gap: 0.5rem 1.25rem; margin: 0; padding: 0; list-style: none; }
.idx-detail__fact-value { font-weight: 700; }
.idx-detail__labels { display: flex; flex-wrap: wrap; gap: 0.5rem; align-items: center; margin: 0; }
.idx-detail__status, .idx-detail__badge { padding: 0.125rem 0.5rem; border-radius: 4px; font-size: 0.75rem; font-weight: 700; }
${Object.entries(STATUS_COLOURS)
  .map(([colour, rule]) => `.idx-detail__status[data-color='${colour}'] { ${rule} }`)
  .join('\n')}
.idx-detail__badge { background: #ffffff; color: ${THEME.accent}; box-shadow: inset 0 0 0 1px ${THEME.accent}; }
.idx-detail__meta { margin: 0; color: ${THEME.muted}; font-size: 0.875rem; }
.idx-detail__actions { display: flex; flex-wrap: wrap; gap: 0.5rem; }
.idx-detail__heart { flex: none; width: 1em; height: 1em; }
.idx-detail__save[data-state='saved'] { border-color: ${THEME.saved}; color: ${THEME.saved}; }
.idx-detail__saved-in { display: flex; gap: 0.375rem; align-items: flex-start; margin: 0; font-size: 0.875rem; }
.idx-detail__saved-in > .idx-detail__heart { margin-top: 0.2em; color: ${THEME.saved}; }
.idx-detail__media-tools { display: flex; flex-wrap: wrap; gap: 0.5rem; align-items: center; }
.idx-detail__map-toggle[data-state='shown'] { background: ${THEME.accent}; color: ${THEME.accentText}; }

.idx-gallery { position: relative; background: #e6e9ed; border-radius: ${THEME.radius}; overflow: hidden; }
/* The photo over its blurred small copy: a photo still loading draws nothing, so the copy shows. */
.idx-gallery__frame { position: relative; aspect-ratio: 1280 / 720; overflow: hidden; }
.idx-gallery__placeholder { position: absolute; inset: 0; width: 100%; height: 100%; object-fit: cover; filter: blur(12px); transform: scale(1.08); }
.idx-gallery__img { position: relative; display: block; width: 100%; height: 100%; object-fit: contain; }
.idx-gallery__empty { display: flex; align-items: center; justify-content: center; height: 100%; margin: 0; color: ${THEME.muted}; }
.idx-gallery__step {
  position: absolute; top: 50%; transform: translateY(-50%); width: 2.75rem; height: 2.75rem; border: 0; border-radius: 50%;
  background: rgba(255, 255, 255, 0.94); color: #1f2328; font-size: 1.5rem; line-height: 1; cursor: pointer;
}
.idx-gallery__step--previous { left: 0.75rem; }
.idx-gallery__step--next { right: 0.75rem; }
.idx-gallery__counter { position: absolute; right: 0.75rem; bottom: 0.75rem; margin: 0; padding: 0.125rem 0.5rem; border-radius: 999px; background: rgba(31, 35, 40, 0.85); color: #ffffff; font-size: 0.875rem; }
.idx-gallery__open { position: absolute; left: 0.75rem; bottom: 0.75rem; }
.idx-detail__map { aspect-ratio: 1280 / 720; border-radius: ${THEME.radius}; overflow: hidden; }

.idx-detail-dialog { width: min(100vw, 80rem); max-width: 100vw; max-height: 100vh; padding: 0; border: 0; border-radius: ${THEME.radius}; background: ${THEME.surface}; }
.idx-detail-dialog--photos { width: 100vw; height: 100vh; border-radius: 0; background: #000000; color: #ffffff; }
.idx-detail-dialog::backdrop { background: rgba(0, 0, 0, 0.75); }
.idx-detail-dialog__bar { display: flex; align-items: center; justify-content: space-between; gap: 0.5rem; padding: 0.75rem 1rem; }
.idx-detail-dialog__title { margin: 0; font-size: 1.125rem; }
.idx-detail-dialog__body { padding: 0 1rem 1rem; }
.idx-detail-dialog--photos .idx-gallery { height: calc(100vh - 4rem); border-radius: 0; background: #000000; }
.idx-detail-dialog--photos .idx-gallery__frame { height: 100%; aspect-ratio: auto; }

.idx-detail__section { display: grid; gap: 0.5rem; align-content: start; }
.idx-detail__section-title { margin: 0; font-size: 1.125rem; }
.idx-detail__description { margin: 0; white-space: pre-line; line-height: 1.5; }
.idx-detail__sections { display: grid; grid-template-columns: repeat(6, minmax(0, 1fr)); gap: 1rem; }
.idx-detail__details[data-layout='third'] { grid-column: span 2; }
.idx-detail__details[data-layout='half'] { grid-column: span 3; }
.idx-detail__details[data-layout='full'] { grid-column: 1 / -1; }
@media (max-width: 40em) { .idx-detail__details[data-layout] { grid-column: 1 / -1; } }
/* Every section's labels take the same column width, so values line up from section to section
   (side by side and one under another), and rows keep their height in a taller grid row. */
.idx-detail__pairs {
  display: grid; grid-template-columns: minmax(0, 10rem) minmax(0, 1fr); gap: 0.25rem 0.75rem; align-content: start;
  margin: 0; font-size: 0.875rem;
}
.idx-detail__pairs dt { color: ${THEME.muted}; }
.idx-detail__pairs dd { margin: 0; }
.idx-detail__history { width: 100%; border-collapse: collapse; font-size: 0.9375rem; }
.idx-detail__history th, .idx-detail__history td { padding: 0.375rem 0.5rem 0.375rem 0; text-align: left; vertical-align: top; border-bottom: 1px solid ${THEME.border}; }
.idx-detail__history th { font-weight: 600; }
.idx-detail__history td:last-child, .idx-detail__history th:last-child { text-align: right; padding-right: 0; }
.idx-detail__list { display: grid; gap: 0.5rem; margin: 0; padding: 0; list-style: none; }
.idx-detail__agent { display: flex; flex-wrap: wrap; gap: 0.75rem; align-items: center; padding: 0.75rem; border: 1px solid ${THEME.border}; border-radius: ${THEME.radius}; }
.idx-detail__agent-photo, .idx-detail__agent .idx-agent-thumb { flex: none; width: 60px; height: 60px; border-radius: 50%; object-fit: cover; }
.idx-detail__agent .idx-agent-thumb--letters { display: inline-flex; align-items: center; justify-content: center; background: ${THEME.accent}; color: ${THEME.accentText}; font-weight: 700; }
.idx-detail__agent-facts { display: grid; gap: 0.125rem; flex: 1 1 12rem; min-width: 0; overflow-wrap: anywhere; }
.idx-detail__agent-contact { margin-left: auto; }
.idx-detail__agent-name { margin: 0; font-weight: 700; }
.idx-detail__disclaimer { display: grid; gap: 0.5rem; color: ${THEME.muted}; font-size: 0.75rem; }
.idx-detail__disclaimer-logo { width: 96px; height: 32px; object-fit: contain; }
.idx-detail__skeleton { display: grid; gap: 0.75rem; }
.idx-detail__skeleton .idx-skeleton { background: #e6e9ed; }
.idx-detail__skeleton .idx-skeleton__line { height: 0.875rem; border-radius: 4px; }
@media (prefers-reduced-motion: no-preference) {
  .idx-detail__skeleton .idx-skeleton { animation: idx-detail-pulse 1.2s ease-in-out infinite alternate; }
}
@keyframes idx-detail-pulse { from { opacity: 1; } to { opacity: 0.55; } }
`
