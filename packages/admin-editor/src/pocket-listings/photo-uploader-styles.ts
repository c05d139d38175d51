// PhotoUploader's rules, rendered with it through @idx/ui's Style. Tiles are a grid of 10rem
// columns at least: four or five across in the wizard at 1366 px, two on a 390 px phone.
export const PHOTO_UPLOADER_CSS = `
.idx-photos { display: grid; gap: 0.75rem; min-width: 0; }
.idx-photos__bar { display: flex; flex-wrap: wrap; align-items: center; justify-content: space-between; gap: 0.5rem; }
.idx-photos__count { margin: 0; font-weight: 600; }
.idx-photos__drop {
  display: flex; flex-wrap: wrap; align-items: center; gap: 0.5rem 0.75rem; padding: 1rem;
  border: 2px dashed #8a9199; border-radius: 0.5rem; background: #f6f8fa;
}
.idx-photos__drop[data-dropping] { border-color: var(--idx-accent, #0b57d0); background: #e8f0fe; }
.idx-photos__pick { display: inline-flex; align-items: center; }
.idx-photos__pick:focus-within { outline: 3px solid var(--idx-accent, #0b57d0); outline-offset: 2px; }
.idx-photos__hint { margin: 0; color: #4a4f55; font-size: 0.875rem; flex: 1 1 14rem; }
.idx-photos__refused {
  display: flex; flex-wrap: wrap; align-items: center; justify-content: space-between; gap: 0.5rem;
  padding: 0.5rem 0.75rem; border-radius: 0.375rem; background: #fce8e6; color: #8c1d18;
}
.idx-photos__refused p { margin: 0; overflow-wrap: anywhere; min-width: 0; flex: 1 1 12rem; }
.idx-photos__grid {
  display: grid; grid-template-columns: repeat(auto-fill, minmax(min(10rem, 100%), 1fr)); gap: 0.75rem;
  margin: 0; padding: 0; list-style: none;
}
@media (max-width: 30em) { .idx-photos__grid { grid-template-columns: repeat(2, minmax(0, 1fr)); gap: 0.5rem; } }
.idx-photos__tile {
  display: grid; gap: 0.375rem; align-content: start; min-width: 0; padding: 0.375rem;
  border: 1px solid #d5d9de; border-radius: 0.5rem; background: #fff;
}
.idx-photos__tile[data-status='failed'] { border-color: #b3261e; }
.idx-photos__tile[data-dragging] { position: relative; z-index: 1; box-shadow: 0 8px 24px rgb(0 0 0 / 0.25); }
.idx-photos__frame { display: block; aspect-ratio: 4 / 3; border-radius: 0.25rem; overflow: hidden; background: #e9ecef; }
.idx-photos__image { display: block; width: 100%; height: 100%; object-fit: cover; }
.idx-photos__tile[data-status='queued'] .idx-photos__image, .idx-photos__tile[data-status='uploading'] .idx-photos__image { opacity: 0.7; }
.idx-photos__name { margin: 0; font-size: 0.8125rem; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.idx-photos__error { margin: 0; font-size: 0.8125rem; color: #b3261e; overflow-wrap: anywhere; }
.idx-photos__progress { block-size: 0.375rem; border-radius: 999px; background: #d5d9de; overflow: hidden; }
.idx-photos__progress > span { display: block; block-size: 100%; background: var(--idx-accent, #0b57d0); transition: inline-size 0.2s; }
.idx-photos__tile-actions { display: flex; flex-wrap: wrap; align-items: center; justify-content: space-between; gap: 0.25rem; }
.idx-photos__tile-actions .idx-fde__button { min-height: 2.25rem; padding: 0.25rem 0.625rem; font-size: 0.875rem; }
.idx-photos__state { font-size: 0.8125rem; color: #4a4f55; }
.idx-photos__handle {
  display: grid; gap: 0.375rem; width: 100%; padding: 0; border: 0; background: none; font: inherit; color: inherit;
  cursor: grab; touch-action: none; text-align: start;
}
.idx-photos__handle:focus-visible { outline: 3px solid var(--idx-accent, #0b57d0); outline-offset: 3px; border-radius: 0.25rem; }
.idx-photos__tile[data-dragging] .idx-photos__handle { cursor: grabbing; }
.idx-photos__caption { font-size: 0.875rem; font-weight: 600; }
.idx-photos__grip { color: #4a4f55; }
`
