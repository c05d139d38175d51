import { PageTitle } from '@idx/app-shell'
import { useUiEditor } from './ui-editor-context.js'
import { UiEditorMenu } from './UiEditorMenu.js'

/**
 * ui.index: the market's editor home (without `?marketId=`, the markets as ui.menu lists them). The layout's header already shows the market's name (red
 * on a filter JSON error); this says what each tab edits and names an unsaved problem.
 */
export function UiEditorIndex() {
  const { api, market, marketId, errors, drafts } = useUiEditor()
  if (!marketId) {
    return (
      <>
        <PageTitle api={api} title="Markets · Admin" />
        <UiEditorMenu />
      </>
    )
  }
  if (!market) return <PageTitle api={api} title="UI Editor · Admin" />
  const unsaved = [drafts.schema !== undefined ? 'Schema' : null, drafts.view !== undefined ? 'View' : null].filter(
    (name): name is string => name !== null,
  )
  return (
    <div className="ui-index">
      <PageTitle api={api} title={`${market.market_name} · UI Editor · Admin`} />
      <p>
        Choose what to edit for <strong>{market.market_name}</strong>: <strong>Schema</strong> sets the filters visitors
        can search by, <strong>View</strong> how the filter form groups them, and <strong>UI Editor</strong> the listing
        card and the map callout.
      </p>
      {errors.schema || errors.view ? (
        <p role="alert">The {errors.schema ? 'Schema' : 'View'} has an error: fix it before saving.</p>
      ) : unsaved.length > 0 ? (
        <p>Unsaved changes: {unsaved.join(' and ')}.</p>
      ) : null}
    </div>
  )
}
