import { Style } from '@idx/ui'
import type { ReactNode } from 'react'

/** The UI editor's sidebar width on a wide screen, in px (spec: "UI editor sidebar 450px"). */
export const EDITOR_SIDEBAR_WIDTH = 450

/** From this viewport width on the sidebar and the main area sit side by side; below, they stack. */
export const EDITOR_PANES_MIN_WIDTH = '64rem'

const EDITOR_PANES_CSS = `
.idx-editor-panes { display: grid; grid-template-columns: minmax(0, 1fr); gap: 1rem; align-items: start; }
.idx-editor-panes__sidebar, .idx-editor-panes__main { min-width: 0; }
@media (min-width: ${EDITOR_PANES_MIN_WIDTH}) {
  .idx-editor-panes { grid-template-columns: ${EDITOR_SIDEBAR_WIDTH}px minmax(0, 1fr); }
}
`

export interface EditorPanesProps {
  /** The sidebar: the editor itself (450px wide on a wide screen, the full width on a phone). */
  readonly sidebar: ReactNode
  /** The main area: what the edit gives (a preview, the saved versions). */
  readonly main: ReactNode
  /** Names the sidebar for assistive technology. */
  readonly sidebarLabel: string
  readonly mainLabel: string
}

/**
 * The UI editor's two panes: a 450px sidebar beside the main area from 64rem on, stacked
 * (sidebar first) on narrower screens, so a phone scrolls one column and never sideways.
 *
 * @example
 * <EditorPanes sidebarLabel="Schema Editor" sidebar={<Editor />} mainLabel="Preview" main={<Preview />} />
 */
export function EditorPanes({ sidebar, main, sidebarLabel, mainLabel }: EditorPanesProps) {
  return (
    <div className="idx-editor-panes">
      <Style id="idx-editor-panes" css={EDITOR_PANES_CSS} precedence="idx-admin-editor" />
      <section className="idx-editor-panes__sidebar" aria-label={sidebarLabel}>
        {sidebar}
      </section>
      <section className="idx-editor-panes__main" aria-label={mainLabel}>
        {main}
      </section>
    </div>
  )
}
