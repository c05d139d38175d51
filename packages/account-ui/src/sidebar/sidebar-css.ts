import { FOCUS_RING, SMALL_SCREEN_QUERY, THEME } from '@idx/ui'

/** The stylesheet of the sidebar menu and the header account button. */
export const SIDEBAR_CSS = `
.idx-sidebar, .idx-header-account { color: ${THEME.text}; font-family: ${THEME.font}; font-size: 0.875rem; }
.idx-sidebar *, .idx-sidebar *::before, .idx-sidebar *::after { box-sizing: border-box; }
.idx-sidebar button, .idx-header-account { font: inherit; }
.idx-sidebar :is(a, button, [tabindex]):focus-visible, .idx-header-account:focus-visible { ${FOCUS_RING} }
/* Border-box: the padding stays inside the host's box, so the menu is exactly as tall and wide as
   the place it is given and its last control (Login / Logout) is never cut off below the window. */
.idx-sidebar {
  box-sizing: border-box; display: flex; flex-direction: column; gap: 0.75rem; width: 100%; max-width: 22rem; height: 100%;
  padding: 1rem; overflow-y: auto; overscroll-behavior: contain; background: ${THEME.surface}; border-left: 1px solid ${THEME.border};
}
.idx-sidebar__header { display: flex; align-items: center; justify-content: space-between; gap: 0.5rem; }
.idx-sidebar__title { margin: 0; font-size: 1.125rem; }
.idx-sidebar__intro { margin: 0; color: ${THEME.muted}; }
.idx-sidebar__close {
  width: 2.75rem; height: 2.75rem; border: 0; border-radius: 50%; background: none; color: ${THEME.muted};
  font-size: 1.5rem; line-height: 1; cursor: pointer;
}
.idx-sidebar__close:hover { background: ${THEME.subtle}; color: ${THEME.text}; }
.idx-sidebar__cards { display: grid; gap: 0.5rem; margin: 0; padding: 0; list-style: none; }
.idx-sidebar__card {
  display: grid; gap: 0.25rem; width: 100%; padding: 0.75rem; border: 1px solid ${THEME.border};
  border-radius: ${THEME.radius}; background: ${THEME.surface}; color: ${THEME.text}; text-align: left;
  text-decoration: none; cursor: pointer;
}
.idx-sidebar__card:hover { border-color: ${THEME.accent}; background: ${THEME.subtle}; }
.idx-sidebar__card-title { color: ${THEME.accent}; font-weight: 700; }
.idx-sidebar__card-text { color: ${THEME.muted}; }
.idx-sidebar__agent { padding: 0.75rem; border: 1px solid ${THEME.border}; border-radius: ${THEME.radius}; }
.idx-sidebar__agent-title { margin: 0 0 0.5rem; font-size: 1rem; }
.idx-sidebar__agent-body { display: flex; gap: 0.75rem; align-items: flex-start; }
.idx-sidebar__agent-photo { flex: none; border-radius: 50%; object-fit: cover; background: ${THEME.subtle}; }
.idx-sidebar__agent .idx-agent-thumb--letters { display: inline-flex; flex: none; align-items: center; justify-content: center; border-radius: 50%; background: ${THEME.accent}; color: ${THEME.accentText}; font-weight: 700; }
.idx-sidebar__agent-facts { display: grid; gap: 0.125rem; min-width: 0; margin: 0; }
.idx-sidebar__agent-facts > * { margin: 0; overflow-wrap: anywhere; }
.idx-sidebar__agent-name { font-weight: 700; }
.idx-sidebar__agent a { color: ${THEME.accent}; }
.idx-sidebar__session {
  flex: none; margin-top: auto; min-height: 2.75rem; padding: 0.5rem 1rem; border: 1px solid ${THEME.accent};
  border-radius: ${THEME.radius}; background: ${THEME.accent}; color: ${THEME.accentText}; font-weight: 600; cursor: pointer;
}
.idx-sidebar__session[data-action='logout'] { background: ${THEME.surface}; border-color: ${THEME.border}; color: ${THEME.text}; }

.idx-header-account {
  display: inline-flex; align-items: center; gap: 0.5rem; max-width: 16rem; min-height: 2.75rem; min-width: 2.75rem;
  padding: 0.375rem 0.75rem; border: 1px solid ${THEME.border}; border-radius: 999px; background: ${THEME.surface};
  color: ${THEME.text}; font-weight: 600; cursor: pointer;
}
.idx-header-account:hover { border-color: ${THEME.accent}; }
.idx-header-account__icon { flex: none; width: 1.25rem; height: 1.25rem; }
.idx-header-account__label { min-width: 0; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.idx-header-account[data-layout='compact'] { padding: 0.375rem; justify-content: center; }
.idx-header-account[data-layout='compact'] .idx-header-account__label {
  position: absolute; width: 1px; height: 1px; margin: -1px; overflow: hidden; clip: rect(0, 0, 0, 0); border: 0;
}
@media ${SMALL_SCREEN_QUERY} {
  .idx-header-account[data-layout='auto'] { padding: 0.375rem; justify-content: center; }
  .idx-header-account[data-layout='auto'] .idx-header-account__label {
    position: absolute; width: 1px; height: 1px; margin: -1px; overflow: hidden; clip: rect(0, 0, 0, 0); border: 0;
  }
}
`
