// ListingsManager's rules, rendered with it through @idx/ui's Style. From 64rem (the admin at
// 1366 px) the results and the map stand side by side, the map sticky beside a long list; below
// it (a 390 px phone) they stack, the map under the results at a fixed height.
export const LISTINGS_MANAGER_CSS = `
.idx-listings-manager { display: grid; gap: 1rem; min-width: 0; }
.idx-listings-manager__header { display: flex; flex-wrap: wrap; align-items: center; justify-content: space-between; gap: 0.5rem 1rem; }
.idx-listings-manager__heading { margin: 0; font-size: 1.5rem; line-height: 1.25; display: flex; align-items: center; gap: 0.5rem; }
.idx-listings-manager__beta {
  font-size: 0.75rem; font-weight: 700; letter-spacing: 0.06em; padding: 0.125rem 0.5rem; border-radius: 999px;
  background: #fef7e0; color: #7a4d00; border: 1px solid #e3c26b;
}
.idx-listings-manager__add { display: inline-flex; align-items: center; text-decoration: none; }
.idx-listings-manager__tools { display: flex; flex-wrap: wrap; align-items: end; gap: 0.5rem 1rem; }
.idx-listings-manager__search { flex: 1 1 16rem; min-width: 0; max-width: 36rem; }
.idx-listings-manager__search input, .idx-listings-manager__market select {
  font: inherit; box-sizing: border-box; min-height: 2.5rem; padding: 0.4rem 0.625rem; border: 1px solid #8a9199;
  border-radius: 0.375rem; background: #fff; color: #1f2328;
}
.idx-listings-manager__search input { width: 100%; }
.idx-listings-manager__search input:focus-visible, .idx-listings-manager__market select:focus-visible {
  outline: 3px solid var(--idx-accent, #0b57d0); outline-offset: 1px;
}
.idx-listings-manager__market { display: grid; gap: 0.25rem; min-width: 0; }
.idx-listings-manager__market label { font-weight: 600; font-size: 0.875rem; }
.idx-listings-manager__market select { max-width: 100%; }
.idx-listings-manager__main { display: grid; grid-template-columns: minmax(0, 1fr); gap: 1rem; align-items: start; }
.idx-listings-manager__results { display: grid; gap: 0.75rem; min-width: 0; }
.idx-listings-manager__count { margin: 0; font-weight: 600; }
.idx-listings-manager__message { display: grid; gap: 0.5rem; justify-items: start; padding: 1.25rem; border: 1px solid #d5d9de; border-radius: 0.5rem; background: #f6f8fa; }
.idx-listings-manager__message p { margin: 0; overflow-wrap: anywhere; }
.idx-listings-manager__message .idx-fde__button { display: inline-flex; align-items: center; text-decoration: none; }
.idx-listings-manager__message--error { background: #fce8e6; border-color: #f1b5ae; color: #8c1d18; }
.idx-listings-manager__empty-title { font-weight: 700; font-size: 1.125rem; }
.idx-listings-manager__list { display: grid; gap: 0.625rem; margin: 0; padding: 0; list-style: none; }
.idx-listings-manager__card {
  display: grid; grid-template-columns: 7.5rem minmax(0, 1fr) auto; gap: 0.75rem; align-items: center;
  padding: 0.5rem; border: 1px solid #d5d9de; border-radius: 0.5rem; background: #fff;
}
.idx-listings-manager__card:hover, .idx-listings-manager__card:focus-within { border-color: var(--idx-accent, #0b57d0); }
.idx-listings-manager__photo { aspect-ratio: 4 / 3; border-radius: 0.375rem; overflow: hidden; background: #e9ecef; display: grid; place-items: center; }
.idx-listings-manager__photo img { display: block; width: 100%; height: 100%; object-fit: cover; }
.idx-listings-manager__no-photo { font-size: 0.75rem; color: #4a4f55; }
.idx-listings-manager__body { min-width: 0; display: grid; gap: 0.25rem; }
.idx-listings-manager__address { margin: 0; font-size: 1rem; line-height: 1.3; overflow-wrap: anywhere; }
.idx-listings-manager__title { margin: 0; color: #4a4f55; font-size: 0.875rem; overflow-wrap: anywhere; }
.idx-listings-manager__facts { margin: 0; display: flex; flex-wrap: wrap; align-items: center; gap: 0.25rem 0.5rem; }
.idx-listings-manager__price { font-weight: 700; }
.idx-listings-manager__hidden-price { font-size: 0.8125rem; color: #4a4f55; }
.idx-listings-manager__status { font-size: 0.8125rem; font-weight: 700; padding: 0.0625rem 0.5rem; border-radius: 999px; background: #e8f0fe; color: #0b4aa8; white-space: nowrap; }
.idx-listings-manager__status[data-status='Active'] { background: #e6f4ea; color: #0d652d; }
.idx-listings-manager__status[data-status='Pending'] { background: #fef7e0; color: #7a4d00; }
.idx-listings-manager__status[data-status='Sold'], .idx-listings-manager__status[data-status='Leased/Rented'] { background: #eceff1; color: #3c4043; }
.idx-listings-manager__edit { display: inline-flex; align-items: center; text-decoration: none; }
.idx-listings-manager__map { min-width: 0; height: 20rem; border-radius: 0.5rem; overflow: hidden; border: 1px solid #d5d9de; }
.idx-listings-manager__map .idx-map { min-height: 0; }
.idx-listings-manager__map-loading { margin: 0; padding: 1rem; }
@media (min-width: 64rem) {
  .idx-listings-manager[data-map='shown'] .idx-listings-manager__main { grid-template-columns: minmax(24rem, 5fr) minmax(0, 6fr); }
  .idx-listings-manager__map { position: sticky; top: 1rem; height: min(calc(100vh - 2rem), 48rem); min-height: 28rem; }
}
@media (max-width: 30em) {
  .idx-listings-manager__heading { font-size: 1.25rem; }
  .idx-listings-manager__header .idx-listings-manager__add { flex: 0 0 auto; }
  .idx-listings-manager__card { grid-template-columns: 5.5rem minmax(0, 1fr); align-items: start; }
  .idx-listings-manager__card-actions { grid-column: 2; }
  .idx-listings-manager__card-actions .idx-fde__button { min-height: 2.25rem; padding: 0.25rem 1rem; }
  .idx-listings-manager__map { height: 16rem; }
}
`
