import { BREAKPOINT_MIN_WIDTH_EM, CLUSTER_MARKER_BASE_CLASS } from '@idx/domain'
import type { ClusterSizeClass } from '@idx/domain'
import { THEME } from '@idx/ui'

/**
 * Fill of each cluster size class, small to large (blue to red). Every one keeps white 13 px
 * bold text above 4.5:1 contrast; the base style (counts 101-150) is slate.
 */
export const CLUSTER_COLORS: Readonly<Record<ClusterSizeClass | 'base', string>> = {
  base: '#4a5a6a',
  'cluster-up-to-5': '#1c6bb0',
  'cluster-up-to-15': '#17609f',
  'cluster-up-to-30': '#155593',
  'cluster-up-to-50': '#5a3ea1',
  'cluster-up-to-70': '#773393',
  'cluster-up-to-100': '#8e2f7a',
  'cluster-151-200': '#a22b57',
  'cluster-over-200': '#b3261e',
}

const FOCUS = '#0b5cad'
const INK = '#1f2933'
const MUTED = '#3e4c59'
/** A saved listing's heart and outline, the cards' and the detail's colour (5.9:1 on white). */
const SAVED = THEME.saved

const clusterRules = Object.entries(CLUSTER_COLORS)
  .map(([name, color]) =>
    name === 'base'
      ? `.idx-map .${CLUSTER_MARKER_BASE_CLASS} { background: ${color}; box-shadow: 0 0 0 4px ${color}55; }`
      : `.idx-map .${CLUSTER_MARKER_BASE_CLASS}.${name} { background: ${color}; box-shadow: 0 0 0 4px ${color}55; }`,
  )
  .join('\n')

/**
 * The package's own styles, every class prefixed `idx-` (the cluster classes are the spec's
 * names, scoped under `.idx-map`). Injected with Leaflet's CSS by `MapStyles`.
 */
export const MAP_UI_CSS = `
.idx-map { position: relative; width: 100%; height: 100%; min-height: 320px; overflow: hidden; font-family: system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif; color: ${INK}; }
.idx-map .idx-map__canvas { position: absolute; inset: 0; background: var(--idx-map-outside, #cfdde8); font: inherit; }
/* Leaflet's attribution is 80% white, so over a coloured area its #0078a8 link fails AA contrast,
   and its links differ from the text by colour alone (WCAG 1.4.1): opaque, and underlined. */
.idx-map .leaflet-control-attribution { background: #fff; font-size: 11px; line-height: 1.4; }
.idx-map .leaflet-control-attribution a { color: #0b5cad; text-decoration: underline; }
.idx-map .idx-map__canvas:focus-visible { outline: 3px solid ${FOCUS}; outline-offset: -3px; }
.idx-sr-only { position: absolute !important; width: 1px; height: 1px; padding: 0; margin: -1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; border: 0; }

.idx-map__toolbar { position: absolute; top: 10px; right: 10px; z-index: 1000; display: flex; flex-direction: column; align-items: flex-end; gap: 6px; max-width: calc(100% - 70px); }
.idx-map__buttons { display: flex; flex-wrap: wrap; justify-content: flex-end; gap: 6px; }
.idx-map__button { appearance: none; border: 1px solid #5b6670; border-radius: 4px; background: #fff; color: ${INK}; font: 600 13px/1.2 inherit; font-family: inherit; padding: 7px 10px; cursor: pointer; box-shadow: 0 1px 3px rgba(0,0,0,.25); }
.idx-map__button:hover { background: #eef2f6; }
.idx-map__button:focus-visible { outline: 3px solid ${FOCUS}; outline-offset: 2px; }
.idx-map__button[aria-pressed='true'], .idx-map__button[aria-expanded='true'] { background: ${FOCUS}; border-color: ${FOCUS}; color: #fff; }
.idx-map__button:disabled { cursor: not-allowed; color: #52606d; background: #f5f7fa; }
.idx-map__message { margin: 0; max-width: 300px; padding: 6px 10px; border-radius: 4px; background: #fff; color: ${INK}; font-size: 13px; line-height: 1.35; box-shadow: 0 1px 3px rgba(0,0,0,.25); }
.idx-map__message--alert { background: #fdecea; color: #8a1c12; border: 1px solid #c9372c; }
.idx-map__message:empty { display: none; }

/* The status sits in the controls column under the area tools (never over a button): a dark
   pill while loading, a card that says what helps when the map is empty or failed. */
.idx-map__notice { display: flex; flex-direction: column; align-items: flex-start; gap: 8px; max-width: min(300px, 100%); }
.idx-map__notice[data-empty] { display: none; }
.idx-map__notice[data-state='ready'] { padding: 8px 10px; border-radius: 4px; background: #fff; box-shadow: 0 1px 3px rgba(0,0,0,.25); }
.idx-map__status { margin: 0; padding: 6px 12px; border-radius: 16px; background: ${INK}; color: #fff; font-size: 13px; font-weight: 600; line-height: 1.35; box-shadow: 0 1px 3px rgba(0,0,0,.3); }
.idx-map__status:empty { display: none; }
.idx-map__status[data-state='ready'] { padding: 0; background: none; box-shadow: none; color: ${INK}; font-weight: 500; }
.idx-map__status[data-state='error'] { border-radius: 4px; background: #8a1c12; }
/* While an area is drawn or edited the listings' markers are inert (no clicks, no focus): dimmed. */
.idx-map .leaflet-marker-pane[inert] { opacity: .45; }
/* Corner handles of a drawn area are buttons in the Tab order: show their focus. */
.idx-map .leaflet-idx-draw-pane .marker-icon:focus-visible { outline: 3px solid ${FOCUS}; outline-offset: 2px; }

/* The attribution at the map's bottom right. A host whose floating button lies over the map's
   bottom edge (a chat launcher) lifts it above it: --idx-map-inset-bottom. */
.idx-map .leaflet-bottom { bottom: var(--idx-map-inset-bottom, 0px); }
.idx-map .leaflet-bottom.leaflet-right { max-width: calc(100% - 20px); }
/* Under the map, never over it, a bar (when there is something to say): the Disclaimer(s) button
   with the feeds' texts, open, scrolling in about three lines beside it; then how many of the
   search's listings the map cannot place. Every corner of the map stays the visitor's (an area's
   corner, a marker). The bar takes the lifted bottom edge, so the map's controls need no lifting. */
.idx-map[data-footer] { display: flex; flex-direction: column; }
.idx-map[data-footer] .idx-map__canvas { position: relative; inset: auto; flex: 1 1 auto; min-height: 0; }
.idx-map[data-footer] .leaflet-bottom { bottom: 0; }
.idx-map__footer { flex: none; display: flex; flex-wrap: wrap; align-items: flex-start; gap: 6px 12px; padding: 6px 10px calc(6px + var(--idx-map-inset-bottom, 0px)); border-top: 1px solid #d9e2ec; background: #fff; }
.idx-map__disclaimers { display: contents; }
.idx-map__disclaimers > .idx-map__button { flex: none; }
.idx-map__disclaimer-panel { flex: 1 1 0; min-width: 12rem; overflow: auto; max-height: calc(3 * 1.4em); padding: 2px 4px; color: ${INK}; font-size: 12px; line-height: 1.4; }
.idx-map__not-on-map { flex: none; margin: 0 0 0 auto; padding: 7px 0; color: ${INK}; font-size: 13px; font-weight: 600; line-height: 1.2; }
/* Phones: the texts above the button (tall enough to tap), the bar tall enough that a floating
   button in the corner covers none of it. */
@media not all and (min-width: ${BREAKPOINT_MIN_WIDTH_EM.medium}em) {
  .idx-map .idx-map__footer { align-items: center; padding-bottom: calc(14px + var(--idx-map-inset-bottom, 0px)); }
  .idx-map .idx-map__disclaimers > .idx-map__button { min-height: 40px; }
  .idx-map .idx-map__disclaimer-panel { order: -1; flex-basis: 100%; max-height: calc(4 * 1.4em); }
  .idx-map .idx-map__not-on-map { padding: 0; }
}
.idx-map__disclaimer-panel:focus-visible { outline: 3px solid ${FOCUS}; outline-offset: 2px; }
.idx-map__disclaimer + .idx-map__disclaimer { margin-top: 8px; padding-top: 8px; border-top: 1px solid #d9e2ec; }
.idx-map__disclaimer a { color: ${FOCUS}; }
/* A feed's logo stands two lines tall at the start of its text, which flows beside it. */
.idx-map__disclaimer { display: flow-root; }
.idx-map__disclaimer p { margin: 0; }
.idx-map__disclaimer p + p { margin-top: 4px; }
.idx-map__disclaimer-logo { float: left; max-width: 96px; max-height: calc(2 * 1.4em); margin: 0 8px 0 0; }
.idx-map__disclaimer-logo--contain { width: 84px; height: calc(2 * 1.4em); object-fit: contain; }

/* Pills, dots and bubbles are drawn at the size and anchor their icon gives (markerFootprint in
   @idx/domain): the layout that keeps them apart counts on those boxes. */
.idx-map .idx-map-pin { display: flex; align-items: center; justify-content: center; box-sizing: border-box; padding: 0 8px; border: 1px solid ${INK}; border-radius: 12px; background: #fff; color: ${INK}; font: 700 12px/1 system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif; white-space: nowrap; overflow: visible; box-shadow: 0 1px 3px rgba(0,0,0,.35); cursor: pointer; }
.idx-map .idx-map-dot { box-sizing: border-box; border: 2px solid #fff; border-radius: 50%; background: ${INK}; box-shadow: 0 0 0 1px ${INK}, 0 1px 3px rgba(0,0,0,.35); cursor: pointer; }
.idx-map .idx-map-dot:hover { background: #b3261e; }
.idx-map .idx-map-dot--highlighted { background: #b3261e; box-shadow: 0 0 0 1px #b3261e, 0 1px 3px rgba(0,0,0,.35); }
.idx-map .idx-map-dot:focus-visible { outline: 3px solid ${FOCUS}; outline-offset: 2px; }
.idx-map .idx-map-pin::after { content: ''; position: absolute; left: 50%; top: 100%; translate: -50% 0; border: 6px solid transparent; border-top-color: ${INK}; border-bottom: 0; }
.idx-map .idx-map-pin--multi { background: #243b53; border-color: #243b53; color: #fff; }
.idx-map .idx-map-pin--multi::after { border-top-color: #243b53; }
.idx-map .idx-map-pin--highlighted { background: #b3261e; border-color: #b3261e; color: #fff; }
.idx-map .idx-map-pin--highlighted::after { border-top-color: #b3261e; }
.idx-map .idx-map-pin--static { cursor: default; }
/* A saved listing: a heart before the price (the pill is wider for it) and a ${SAVED} outline; its
   dot is a heart. The heart turns white on the highlighted pill's red and stays light on the
   dark '{n} listings' pill. */
.idx-map .idx-map-heart { display: block; flex: none; width: 10px; height: 10px; margin-right: 4px; fill: ${SAVED}; }
.idx-map .idx-map-pin--saved { border-color: ${SAVED}; box-shadow: 0 0 0 1px ${SAVED}, 0 1px 3px rgba(0,0,0,.35); }
.idx-map .idx-map-pin--saved::after { border-top-color: ${SAVED}; }
.idx-map .idx-map-pin--multi.idx-map-pin--saved .idx-map-heart { fill: #ffb3c8; }
.idx-map .idx-map-pin--saved.idx-map-pin--highlighted { border-color: #b3261e; box-shadow: 0 0 0 1px #b3261e, 0 1px 3px rgba(0,0,0,.35); }
.idx-map .idx-map-pin--saved.idx-map-pin--highlighted::after { border-top-color: #b3261e; }
.idx-map .idx-map-pin--highlighted .idx-map-heart { fill: #fff; }
.idx-map .idx-map-dot--saved { border: 0; border-radius: 0; background: none; box-shadow: none; }
.idx-map .idx-map-dot--saved .idx-map-heart { width: 14px; height: 14px; margin: 0; fill: ${SAVED}; stroke: #fff; stroke-width: 2px; paint-order: stroke; filter: drop-shadow(0 1px 1px rgba(0,0,0,.45)); }
.idx-map .idx-map-dot--saved:hover, .idx-map .idx-map-dot--saved.idx-map-dot--highlighted { background: none; box-shadow: none; }
.idx-map .idx-map-dot--saved:hover .idx-map-heart, .idx-map .idx-map-dot--saved.idx-map-dot--highlighted .idx-map-heart { fill: #b3261e; }
.idx-map .idx-map-pin:hover { box-shadow: 0 0 0 2px #fff, 0 1px 4px rgba(0,0,0,.5); }
.idx-map .idx-map-pin:focus-visible, .idx-map .${CLUSTER_MARKER_BASE_CLASS}:focus-visible { outline: 3px solid ${FOCUS}; outline-offset: 2px; box-shadow: 0 0 0 2px #fff; }
.idx-map .${CLUSTER_MARKER_BASE_CLASS} { display: flex; align-items: center; justify-content: center; border: 3px solid #fff; border-radius: 50%; box-sizing: border-box; color: #fff; font: 700 13px/1 system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif; cursor: pointer; }
${clusterRules}


.idx-map .idx-map-popup .leaflet-popup-content-wrapper { padding: 0; border-radius: ${THEME.radius}; overflow: hidden; }
.idx-map .idx-map-popup .leaflet-popup-content { margin: 0; width: 270px !important; font: inherit; font-size: 13px; line-height: 1.35; }
.idx-map .idx-map-popup a.leaflet-popup-close-button { top: 6px; right: 6px; width: 26px; height: 26px; border-radius: 50%; background: #fff; color: ${INK}; font: 700 20px/24px system-ui, sans-serif; box-shadow: 0 1px 3px rgba(0,0,0,.35); }
.idx-map .idx-map-popup a.leaflet-popup-close-button:focus-visible { outline: 3px solid ${FOCUS}; outline-offset: 1px; }
/* Scoped under .idx-map to win over Leaflet's '.leaflet-popup-content p' margins. */
.idx-map-card { width: 270px; }
.idx-map-card__photo { display: block; width: 270px; height: 112px; object-fit: cover; background: #e4e7eb; }
.idx-map-card__no-photo { display: flex; align-items: center; justify-content: center; width: 270px; height: 112px; background: #e4e7eb; color: ${MUTED}; font-size: 12px; }
.idx-map-card__body { padding: 8px 12px 10px; }
.idx-map .idx-map-card__price { margin: 0 0 2px; color: ${INK}; font-size: 16px; font-weight: 700; }
.idx-map .idx-map-card__title { margin: 0; font-size: 14px; font-weight: 600; }
.idx-map .idx-map-card__title a { color: ${FOCUS}; text-decoration: underline; }
.idx-map .idx-map-card__title a:focus-visible { outline: 3px solid ${FOCUS}; outline-offset: 2px; }
.idx-map .idx-map-card__subtitle, .idx-map .idx-map-card__meta { margin: 2px 0 0; color: ${MUTED}; font-size: 12px; }
.idx-map .idx-map-card__save { margin-top: 8px; min-height: 32px; padding: 4px 14px; border: 1px solid ${FOCUS}; border-radius: ${THEME.radius}; background: #fff; color: ${FOCUS}; font: inherit; font-size: 13px; font-weight: 600; cursor: pointer; }
.idx-map .idx-map-card__save:hover { background: #eef4fb; }
.idx-map .idx-map-card__save[data-state='saved'] { display: inline-flex; align-items: center; gap: 6px; border-color: ${SAVED}; color: ${SAVED}; }
.idx-map .idx-map-card__save[data-state='saved']:hover { background: #fdeef4; }
.idx-map .idx-map-card__heart { width: 14px; height: 14px; }
.idx-map .idx-map-card__save:focus-visible { outline: 3px solid ${FOCUS}; outline-offset: 2px; }
.idx-map .idx-map-multi__heading { margin: 0; padding: 10px 40px 8px 12px; font-size: 14px; font-weight: 700; color: ${INK}; border-bottom: 1px solid #d9e2ec; }
.idx-map-multi__list { margin: 0; padding: 0; list-style: none; max-height: 320px; overflow: auto; }
.idx-map-multi__list > li + li { border-top: 1px solid #d9e2ec; }

.idx-map-unavailable { display: flex; align-items: center; justify-content: center; min-height: 200px; height: 100%; margin: 0; background: #f0f4f8; color: ${MUTED}; font-size: 15px; font-weight: 600; }
`
