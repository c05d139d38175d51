import { usePageTitle } from '@idx/app-shell'
import { FOCUS_RING, Heading, Style, THEME } from '@idx/ui'
import type { ReactNode } from 'react'
import type { SiteApi } from '@idx/app-shell'

const PANEL_CSS = `
.idx-panel { box-sizing: border-box; display: flex; flex-direction: column; gap: 12px; padding: 12px 16px 16px;
  font-family: ${THEME.font}; color: ${THEME.text}; min-width: 0; max-width: 100%; }
.idx-panel__bar { display: flex; align-items: center; gap: 8px; min-height: 40px; }
.idx-panel__title { margin: 0; font-size: 1.25rem; flex: 1 1 auto; min-width: 0; overflow-wrap: anywhere; }
.idx-panel__close { font: inherit; font-size: 1.25rem; line-height: 1; background: none; border: 1px solid transparent;
  border-radius: ${THEME.radius}; color: ${THEME.muted}; cursor: pointer; min-width: 40px; min-height: 40px; margin-left: auto; }
.idx-panel__close:hover { color: ${THEME.text}; border-color: ${THEME.border}; }
.idx-panel :focus-visible { ${FOCUS_RING} }
`

export type PanelFrameProps = {
  api: SiteApi
  /** The collection's or saved search's name, after the panel's in the page's title. */
  recordName: string
  /** The panel's name: a heading unless the widget inside brings its own (`heading: false`). */
  title: string
  heading?: boolean
  onClose: () => void
  children: ReactNode
}

/**
 * The frame every panel of a collection's or saved search's page sits in: its name, a close button (back to the results) and
 * the panel's content. Not a landmark itself: the widgets inside are the named regions (Chat,
 * Collaborators, Invite to Collection…), and two regions of one name would confuse. The panel
 * names the page while it shows ('Chat - Hyde Park bungalows').
 */
export function PanelFrame({ api, recordName, title, heading = true, onClose, children }: PanelFrameProps) {
  usePageTitle(api, `${title} - ${recordName}`)
  return (
    <div className="idx-panel" data-panel={title}>
      <Style id="idx-collection-panel" css={PANEL_CSS} precedence="idx-app" />
      <div className="idx-panel__bar">
        {heading ? (
          <Heading level={2} className="idx-panel__title">
            {title}
          </Heading>
        ) : null}
        <button type="button" className="idx-panel__close" aria-label="Close panel" onClick={onClose}>
          <span aria-hidden="true">✕</span>
        </button>
      </div>
      {children}
    </div>
  )
}
