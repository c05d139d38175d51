import { FOCUS_RING, THEME } from '../shared/styles.js'

/**
 * The look of a custom card's blocks. It sits on top of the default card's sheet (the card
 * frame, photos, credits and actions are the default card's), and an admin's own stylesheet,
 * scoped to the component, comes after both.
 */
export const CUSTOM_CARD_CSS = `
/*
 * The guard. An admin's stylesheet is scoped to the card (@scope) and loses every !important
 * (readCardStylesheet), so these always win: the card is its own containing block, stacking
 * context and paint clip, stays where the page put it, and nothing it draws (a fixed or absolute
 * child, a pseudo-element, a huge shadow or outline) reaches more than a few pixels past its box.
 */
.idx-custom-card {
  contain: layout paint !important; isolation: isolate !important; position: relative !important; inset: auto !important;
  z-index: auto !important; transform: none !important; translate: none !important; rotate: none !important;
  scale: none !important; zoom: 1 !important; margin: 0 !important; max-width: 100% !important; display: flex !important;
  overflow: hidden !important; clip-path: inset(-4px) !important;
}
.idx-custom-card { font-size: 0.875rem; line-height: 1.4; }
.idx-custom-card__block { margin: 0.5rem 0.75rem 0; overflow-wrap: anywhere; }
.idx-custom-card > :last-child:not(.idx-card__actions) { margin-bottom: 0.75rem; }
.idx-custom-card > :is(.idx-custom-card__wide, .idx-card__media) { margin: 0; }
.idx-custom-card > * + :is(.idx-custom-card__wide, .idx-card__media) { margin-top: 0.5rem; }
/* The unseen title takes no room: media right after it is still the card's top. */
.idx-custom-card > .idx-custom-card__title--unseen:first-child + :is(.idx-custom-card__wide, .idx-card__media) { margin-top: 0; }
.idx-custom-card > .idx-card__actions { margin-top: 0.75rem; }
.idx-custom-card > .idx-card__credits { margin-top: auto; padding-top: 0.5rem; }
.idx-custom-card > .idx-card__credits + .idx-card__actions { margin-top: 0.75rem; }
/* With no title block the card still has its heading and detail link: unseen until focused. */
.idx-custom-card__title--unseen:not(:focus-within) {
  position: absolute; width: 1px; height: 1px; margin: -1px; overflow: hidden; clip: rect(0, 0, 0, 0); white-space: nowrap;
}
.idx-custom-card__title--unseen:focus-within { margin: 0.5rem 0.75rem 0; }
.idx-custom-card__text { margin-bottom: 0; }
.idx-custom-card__text--h1 { font-size: 1.375rem; font-weight: 700; line-height: 1.2; }
.idx-custom-card__text--h2 { font-size: 1.25rem; font-weight: 700; line-height: 1.25; }
.idx-custom-card__text--h3 { font-size: 1.125rem; font-weight: 600; line-height: 1.3; }
.idx-custom-card__text--h4, .idx-custom-card__text--h5, .idx-custom-card__text--h6 { font-size: 1rem; font-weight: 600; }
.idx-custom-card__text--blockquote { padding-left: 0.75rem; border-left: 3px solid ${THEME.border}; color: ${THEME.muted}; font-style: italic; }
.idx-custom-card__text--aside { color: ${THEME.muted}; font-size: 0.8125rem; }
.idx-custom-card__list { padding-left: 1.25rem; }
.idx-custom-card [data-align='left'] { text-align: left; }
.idx-custom-card [data-align='center'] { text-align: center; }
.idx-custom-card [data-align='right'] { text-align: right; }
.idx-custom-card [data-align='justify'] { text-align: justify; }
.idx-custom-card__link { color: ${THEME.accent}; text-decoration: underline; }
.idx-custom-card__link:focus-visible { ${FOCUS_RING} }
.idx-custom-card__label { color: ${THEME.muted}; }
.idx-custom-card__value { font-weight: 600; }
.idx-custom-card__attribute[data-attribute='price_in_dollars'] { font-size: 1.25rem; font-weight: 700; }
.idx-custom-card__attribute[data-attribute='subtitle'] .idx-custom-card__value,
.idx-custom-card__attribute[data-attribute='description'] .idx-custom-card__value { font-weight: 400; }
.idx-custom-card__attribute[data-attribute='subtitle'] { color: ${THEME.muted}; }
.idx-custom-card__image { display: block; width: 100%; height: auto; }
.idx-custom-card__meme { position: relative; aspect-ratio: 302 / 190; overflow: hidden; background: #1f2328; }
.idx-custom-card__meme-image { display: block; width: 100%; height: 100%; object-fit: cover; }
.idx-custom-card__meme-line {
  position: absolute; left: 0.5rem; right: 0.5rem; margin: 0; color: #ffffff; text-align: center; text-transform: uppercase;
  font: 800 1.25rem/1.15 Impact, 'Arial Black', ${THEME.font}, sans-serif; overflow-wrap: anywhere;
  /* The classic outline keeps white text readable on any photo. */
  text-shadow: 2px 2px 0 #000, -2px -2px 0 #000, 2px -2px 0 #000, -2px 2px 0 #000, 0 0 4px #000;
}
.idx-custom-card__meme-line--top { top: 0.5rem; }
.idx-custom-card__meme-line--bottom { bottom: 0.5rem; }
`
