// A saved search's page: its header (name, filters in words, Edit Filters, its panels) above the
// results, and the 'Edit Search Filters' modal. Loaded with the page.
const CSS = `
.saved-search__header { align-items: flex-start; }
.saved-search__title { flex: 1 1 20rem; min-width: 0; }
.saved-search__filters { display: flex; flex-wrap: wrap; gap: 0.25rem 0.375rem; margin: 0.375rem 0 0; font-size: 0.875rem; }
.saved-search__chip {
  display: inline-block; padding: 0.125rem 0.5rem; border-radius: 999px; background: var(--idx-subtle, #f2f4f7);
  border: 1px solid #d5d9de; overflow-wrap: anywhere;
}
.saved-search__chip-label { font-weight: 600; }
.saved-search__summary { display: flex; flex-wrap: wrap; align-items: center; gap: 0.375rem 0.75rem; margin-top: 0.375rem; }
.saved-search__summary .saved-search__filters { margin: 0; }
.saved-search__summary-actions { display: inline-flex; flex-wrap: wrap; align-items: center; gap: 0.5rem; }
.saved-search__link-button {
  font: inherit; font-size: 0.875rem; font-weight: 600; padding: 0.25rem 0; min-height: 2rem; background: none; border: 0;
  color: var(--idx-accent, #0a58ca); text-decoration: underline; cursor: pointer;
}
.saved-search__link-button:focus-visible { outline: 2px solid var(--idx-accent, #0a58ca); outline-offset: 2px; }
.saved-search__inline-editor { flex: none; border-bottom: 1px solid #d5d9de; }
.saved-search__actions { display: flex; flex-wrap: wrap; align-items: center; gap: 0.5rem; }
.saved-search__button {
  min-height: 2.25rem; padding: 0.375rem 0.875rem; border-radius: var(--idx-radius, 0.375rem); font: inherit; font-weight: 600;
  border: 1px solid var(--idx-accent, #0a58ca); background: var(--idx-accent, #0a58ca); color: var(--idx-accent-text, #ffffff); cursor: pointer;
}
.saved-search__button--quiet { background: var(--idx-surface, #ffffff); color: var(--idx-accent, #0a58ca); }
.saved-search__button[aria-disabled='true'] { opacity: 0.7; cursor: progress; }
.saved-search__button:focus-visible { outline: 2px solid var(--idx-accent, #0a58ca); outline-offset: 2px; }
.edit-filters {
  width: min(56rem, calc(100vw - 2rem)); max-height: calc(100vh - 2rem); box-sizing: border-box; padding: 1rem 1.25rem;
  margin-top: 8vh; /* room below for the filter panel it opens */
  border: 1px solid #d5d9de; border-radius: var(--idx-radius, 0.375rem); overflow: visible;
}
.edit-filters::backdrop { background: rgb(0 0 0 / 0.4); }
.edit-filters__title { margin: 0 0 0.75rem; font-size: 1.25rem; }
.edit-filters__form { min-height: 3rem; }
.edit-filters__actions { display: flex; justify-content: flex-end; gap: 0.5rem; margin-top: 1rem; }
.edit-filters__button {
  min-height: 2.5rem; padding: 0.375rem 1rem; border-radius: var(--idx-radius, 0.375rem); font: inherit; font-weight: 600;
  border: 1px solid var(--idx-accent, #0a58ca); background: var(--idx-accent, #0a58ca); color: var(--idx-accent-text, #ffffff); cursor: pointer;
}
.edit-filters__button--quiet { background: var(--idx-surface, #ffffff); color: var(--idx-accent, #0a58ca); }
.edit-filters__button[aria-disabled='true'] { opacity: 0.7; cursor: progress; }
@media (max-width: 30em) {
  .edit-filters { width: 100vw; max-width: 100vw; height: 100dvh; max-height: 100dvh; margin: 0; border-radius: 0; }
}
`

/** The saved search page's stylesheet (hoisted into the head once). */
export function SavedSearchStyles() {
  return (
    <style href="idx-saved-search-page" precedence="idx-app">
      {CSS}
    </style>
  )
}
