// A collection's (and a saved search's) page: its header above the results (in the search form's place) and the panel
// beside them (a sheet over the whole screen on phones). Loaded with the page.
const CSS = `
.collection-page--message { flex: 1; min-height: 0; overflow-y: auto; padding: 1rem; }
.collection-page--message > * { max-width: 40rem; margin-left: auto; margin-right: auto; }
.collection-page__header {
  flex: none; display: flex; flex-wrap: wrap; align-items: center; justify-content: space-between; gap: 0.5rem 1rem;
  padding: 0.75rem 1rem; border-bottom: 1px solid #d5d9de;
}
.collection-page__header .idx-collab__title { margin: 0; }
.collection-page__header .idx-collab__muted { margin: 0.125rem 0 0; }
.collection-page__panels { display: flex; flex-wrap: wrap; gap: 0.25rem; }
.collection-page__panel-link {
  display: inline-flex; align-items: center; min-height: 2.25rem; padding: 0.25rem 0.75rem;
  border: 1px solid #d5d9de; border-radius: var(--idx-radius, 0.375rem); color: var(--idx-text, #1a1a1a);
  font-size: 0.875rem; font-weight: 600; text-decoration: none; background: var(--idx-surface, #ffffff);
}
.collection-page__panel-link:hover { border-color: var(--idx-accent, #0a58ca); }
.collection-page__panel-link:focus-visible { outline: 2px solid var(--idx-accent, #0a58ca); outline-offset: 2px; }
.collection-page__panel-link[aria-current='page'] {
  background: var(--idx-accent, #0a58ca); border-color: var(--idx-accent, #0a58ca); color: var(--idx-accent-text, #ffffff);
}
.collection-page__empty { margin: 1rem 0; }
.collection-page__failed p { margin: 0 0 0.75rem; font-weight: 600; }
.collection-page__retry {
  min-height: 2.25rem; padding: 0.375rem 0.875rem; border: 1px solid #d5d9de; border-radius: var(--idx-radius, 0.375rem);
  background: var(--idx-surface, #ffffff); font: inherit; cursor: pointer;
}
.search-page__body { position: relative; }
.collection-panel {
  position: absolute; top: 0; right: 0; bottom: 0; z-index: 25; width: min(26rem, 100%); box-sizing: border-box;
  overflow-y: auto; overscroll-behavior: contain; background: var(--idx-surface, #ffffff);
  border-left: 1px solid #d5d9de; box-shadow: -4px 0 16px rgb(0 0 0 / 0.12);
}
@media (max-width: 30em) {
  .collection-page__header { padding: 0.5rem 0.75rem; }
  .collection-page__header .idx-collab__title { font-size: 1.25rem; }
  .collection-panel { position: fixed; inset: 0; z-index: 1800; width: auto; border-left: 0; box-shadow: none; }
}
`

/** The collection page's stylesheet (hoisted into the head once, however many render it). */
export function CollectionStyles() {
  return (
    <style href="idx-collection-page" precedence="idx-app">
      {CSS}
    </style>
  )
}
