import { THEME, Style } from '@idx/ui'
import { Link, useLocation, useOutletContext } from 'react-router'
import { PanelFrame } from '../PanelFrame.js'
import { panelTo, RECORD_PANEL_WORDS } from './panel-models.js'
import type { RecordPanelContext } from './record-panel-context.js'

const MENU_CSS = `
.idx-panel-menu { list-style: none; margin: 0; padding: 0; }
.idx-panel-menu a { display: flex; align-items: center; min-height: 48px; padding: 0 4px; color: ${THEME.text};
  text-decoration: none; border-bottom: 1px solid ${THEME.border}; }
.idx-panel-menu a:hover { color: ${THEME.accent}; }
.idx-panel-menu a::after { content: '›'; margin-left: auto; color: ${THEME.muted}; font-size: 1.25rem; }
`

/**
 * `collection/{id}/menu` and `saved-search/{id}/menu`: the record's panels as a list of links (the
 * phone's way in), in `RECORD_PANEL_WORDS[kind].menu`'s order.
 */
export function MenuPanel() {
  const { api, kind, recordId, record, closePanel } = useOutletContext<RecordPanelContext>()
  const { search } = useLocation()
  const { menu, menuLabel } = RECORD_PANEL_WORDS[kind]
  return (
    <PanelFrame api={api} recordName={record.name} title="Menu" onClose={closePanel}>
      <Style id="idx-collection-panel-menu" css={MENU_CSS} precedence="idx-app" />
      <nav aria-label={menuLabel}>
        <ul className="idx-panel-menu">
          {menu.map(({ child, label }) => (
            <li key={child}>
              <Link to={panelTo(recordId, child, search, kind)}>{label}</Link>
            </li>
          ))}
        </ul>
      </nav>
    </PanelFrame>
  )
}
