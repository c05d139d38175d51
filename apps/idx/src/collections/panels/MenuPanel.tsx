import { THEME, Style } from '@idx/ui'
import { Link, useLocation, useOutletContext } from 'react-router'
import type { CollectionPanelContext } from '../collection-panel-context.js'
import { PanelFrame } from './PanelFrame.js'
import { panelTo } from './panel-models.js'

/** The panels the menu leads to, in its order. */
export const COLLECTION_MENU_ITEMS = [
  { child: 'chat', label: 'Chat' },
  { child: 'collaborators', label: 'Collaborators' },
  { child: 'info', label: 'Collection Info' },
  { child: 'edit', label: 'Edit Collection' },
] as const

const MENU_CSS = `
.idx-panel-menu { list-style: none; margin: 0; padding: 0; }
.idx-panel-menu a { display: flex; align-items: center; min-height: 48px; padding: 0 4px; color: ${THEME.text};
  text-decoration: none; border-bottom: 1px solid ${THEME.border}; }
.idx-panel-menu a:hover { color: ${THEME.accent}; }
.idx-panel-menu a::after { content: '›'; margin-left: auto; color: ${THEME.muted}; font-size: 1.25rem; }
`

/** `collection/{id}/menu`: the collection's panels as a list of links (the phone's way in). */
export function MenuPanel() {
  const { collectionId, closePanel } = useOutletContext<CollectionPanelContext>()
  const { search } = useLocation()
  return (
    <PanelFrame title="Menu" onClose={closePanel}>
      <Style id="idx-collection-panel-menu" css={MENU_CSS} precedence="idx-app" />
      <nav aria-label="Collection">
        <ul className="idx-panel-menu">
          {COLLECTION_MENU_ITEMS.map(({ child, label }) => (
            <li key={child}>
              <Link to={panelTo(collectionId, child, search)}>{label}</Link>
            </li>
          ))}
        </ul>
      </nav>
    </PanelFrame>
  )
}
