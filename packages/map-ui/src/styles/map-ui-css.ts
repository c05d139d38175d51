import { BREAKPOINT_MIN_WIDTH_EM, CLUSTER_MARKER_BASE_CLASS } from '@idx/domain'
import type { ClusterSizeClass } from '@idx/domain'

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

/* The map's bottom edge: the disclaimers at the left, the attribution at the right, wrapping
   beside the Disclaimer(s) button (8.5rem) rather than under it. A host whose floating button
   lies over the map's bottom edge (a chat launcher) lifts both above it: --idx-map-inset-bottom. */
.idx-map .leaflet-bottom { bottom: var(--idx-map-inset-bottom, 0px); }
.idx-map .leaflet-bottom.leaflet-right { max-width: calc(100% - 20px); }
.idx-map:is([data-disclaimers='open'], [data-disclaimers='closed']) .leaflet-bottom.leaflet-right { max-width: calc(100% - 8.5rem); }
/* The open panel stops 90 px short of the top: the zoom buttons (top left, 10 + 2 x 30 px) stay clear. */
.idx-map__disclaimers { position: absolute; left: 10px; bottom: calc(var(--idx-map-inset-bottom, 0px) + 10px); z-index: 1000; display: flex; flex-direction: column-reverse; align-items: flex-start; gap: 6px; max-width: min(380px, calc(100% - 20px)); max-height: calc(100% - 100px - var(--idx-map-inset-bottom, 0px)); }
.idx-map__disclaimer-panel { overflow: auto; min-height: 0; max-height: 30vh; padding: 8px 10px; border-radius: 4px; background: #fff; color: ${INK}; font-size: 12px; line-height: 1.4; box-shadow: 0 1px 3px rgba(0,0,0,.25); }
/* Phones: the map is the results, so nothing lies over it; the disclaimers are a bar under it
   (the panel above its button), tall enough that a floating button in the corner covers none of it. */
@media not all and (min-width: ${BREAKPOINT_MIN_WIDTH_EM.medium}em) {
  .idx-map:is([data-disclaimers='open'], [data-disclaimers='closed']) { display: flex; flex-direction: column; --idx-map-inset-bottom: 0px; }
  .idx-map:is([data-disclaimers='open'], [data-disclaimers='closed']) .idx-map__canvas { position: relative; inset: auto; flex: 1 1 auto; min-height: 0; }
  .idx-map .idx-map__disclaimers { position: static; flex: none; flex-direction: column; align-items: flex-start; max-width: none; max-height: none; padding: 6px 10px 14px; border-top: 1px solid #d9e2ec; background: #fff; }
  .idx-map .idx-map__disclaimers > .idx-map__button { order: 1; min-height: 40px; }
  .idx-map .idx-map__disclaimer-panel { align-self: stretch; max-height: 25vh; padding: 0 0 6px; box-shadow: none; border-radius: 0; }
}
.idx-map__disclaimer-panel:focus-visible { outline: 3px solid ${FOCUS}; outline-offset: 2px; }
.idx-map__disclaimer + .idx-map__disclaimer { margin-top: 8px; padding-top: 8px; border-top: 1px solid #d9e2ec; }
.idx-map__disclaimer a { color: ${FOCUS}; }
.idx-map__disclaimer-logo { display: block; max-width: 120px; max-height: 40px; margin-bottom: 4px; }
.idx-map__disclaimer-logo--contain { width: 120px; height: 40px; object-fit: contain; }

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
.idx-map .idx-map-pin:hover { box-shadow: 0 0 0 2px #fff, 0 1px 4px rgba(0,0,0,.5); }
.idx-map .idx-map-pin:focus-visible, .idx-map .${CLUSTER_MARKER_BASE_CLASS}:focus-visible { outline: 3px solid ${FOCUS}; outline-offset: 2px; box-shadow: 0 0 0 2px #fff; }
.idx-map .${CLUSTER_MARKER_BASE_CLASS} { display: flex; align-items: center; justify-content: center; border: 3px solid #fff; border-radius: 50%; box-sizing: border-box; color: #fff; font: 700 13px/1 system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif; cursor: pointer; }
${clusterRules}


.idx-map .idx-map-popup .leaflet-popup-content-wrapper { padding: 0; border-radius: 8px; overflow: hidden; }
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
.idx-map .idx-map-card__save { margin-top: 8px; min-height: 32px; padding: 4px 14px; border: 1px solid ${FOCUS}; border-radius: 4px; background: #fff; color: ${FOCUS}; font: inherit; font-size: 13px; font-weight: 600; cursor: pointer; }
.idx-map .idx-map-card__save:hover { background: #eef4fb; }
.idx-map .idx-map-card__save:focus-visible { outline: 3px solid ${FOCUS}; outline-offset: 2px; }
.idx-map .idx-map-multi__heading { margin: 0; padding: 10px 40px 8px 12px; font-size: 14px; font-weight: 700; color: ${INK}; border-bottom: 1px solid #d9e2ec; }
.idx-map-multi__list { margin: 0; padding: 0; list-style: none; max-height: 320px; overflow: auto; }
.idx-map-multi__list > li + li { border-top: 1px solid #d9e2ec; }

.idx-map-unavailable { display: flex; align-items: center; justify-content: center; min-height: 200px; height: 100%; margin: 0; background: #f0f4f8; color: ${MUTED}; font-size: 15px; font-weight: 600; }
`
