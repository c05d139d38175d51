// The listing routes' layout, loaded with them (the search screen's first CSS stays as it is).
const CSS = `
.listing-screen { box-sizing: border-box; background: var(--idx-surface, #ffffff); }
.listing-screen:focus { outline: none; }
/* The split view sits next to the results: over the map's side of the screen, all of it on small
   screens or with fullscreen. Above Leaflet's panes, below the sign-in dialog's backdrop. */
.listing-screen--split {
  position: fixed; top: 0; right: 0; bottom: 0; z-index: 20;
  width: min(100%, max(50%, 40rem)); overflow-y: auto; padding: 0.5rem 1rem 2rem;
  box-shadow: -4px 0 16px rgb(0 0 0 / 0.18);
}
.listing-screen--split[data-fullscreen] { width: 100%; }
@media (max-width: 30em) { .listing-screen--split { width: 100%; } }
.listing-screen--full { flex: 1; min-height: 0; overflow-y: auto; width: 100%; max-width: 80rem; margin: 0 auto; padding: 0.5rem 1rem 2rem; }
.listing-screen .idx-detail__map > * { height: 100%; }
.listing-screen__message { padding: 1rem 0; }
`

export function ListingStyles() {
  return (
    <style href="idx-listing-screen" precedence="idx-app">
      {CSS}
    </style>
  )
}
