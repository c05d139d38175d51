import { normalizeCached } from '@idx/api-client/react'
import { useRequireAdminScope, type SiteApi } from '@idx/app-shell'
import { ADMIN_ROUTE_PATHS, type Market } from '@idx/domain'
import { Style } from '@idx/ui'
import { Suspense, useCallback, useMemo, useState } from 'react'
import { Link, NavLink, Outlet, useLocation, useSearchParams } from 'react-router'
import type { FilterDocumentKind, UiEditorContext } from './ui-editor-context.js'
import { UI_EDITOR_CSS } from './ui-editor-styles.js'

/** The `marketId` query parameter every `ui` page reads its market from. */
export const MARKET_ID_PARAM = 'marketId'

/** A `ui` route's address for a market: `/ui/schema?marketId=2`. */
export function uiHref(path: string, marketId: string): string {
  return `${path}?${new URLSearchParams({ [MARKET_ID_PARAM]: marketId })}`
}

/**
 * The `ui` route (admin scope only; anyone else is sent to re-authenticate): a header with the
 * market's name (red while an editor holds a JSON or reference error) and the tabs Schema, View
 * and UI Editor, above the page of the child route (`<Outlet />`), which reads the market with
 * `useUiEditor()`. Without `?marketId=` ui.index lists the markets as ui.menu does.
 */
export function UiEditorLayout({ api }: { api: SiteApi }) {
  const guard = useRequireAdminScope(ADMIN_ROUTE_PATHS['admin-reauthenticate'])
  if (guard) return guard
  return <UiEditorShell api={api} />
}

function UiEditorShell({ api }: { api: SiteApi }) {
  const [params] = useSearchParams()
  const { pathname } = useLocation()
  const marketId = params.get(MARKET_ID_PARAM) ?? ''
  const onMenu = pathname.replace(/\/$/, '') === ADMIN_ROUTE_PATHS['ui.menu']
  const onIndex = pathname.replace(/\/$/, '') === ADMIN_ROUTE_PATHS.ui
  const result = api.useGetMarketQuery(marketId, { skip: !marketId })
  const market: Market | null = (result.data && !result.isError ? normalizeCached(result.data).data : null) ?? null
  const [drafts, setDrafts] = useState<UiEditorContext['drafts']>({})
  const [errors, setErrors] = useState<UiEditorContext['errors']>({})
  const [draftsOf, setDraftsOf] = useState(marketId)
  if (draftsOf !== marketId) {
    // Another market: the drafts and problems were the other market's.
    setDraftsOf(marketId)
    setDrafts({})
    setErrors({})
  }
  const setDraft = useCallback((kind: FilterDocumentKind, text: string | undefined) => {
    setDrafts((current) => ({ ...current, [kind]: text }))
  }, [])
  const setError = useCallback((kind: FilterDocumentKind, message: string | null) => {
    setErrors((current) => (current[kind] === message ? current : { ...current, [kind]: message }))
  }, [])
  const context = useMemo<UiEditorContext>(
    () => ({ api, marketId, market, drafts, setDraft, errors, setError }),
    [api, marketId, market, drafts, setDraft, errors, setError],
  )

  const error = errors.schema ?? errors.view ?? null
  const title =
    onMenu || !marketId
      ? 'Markets'
      : market
        ? market.market_name
        : result.isError
          ? `No market ${marketId}`
          : 'Loading the market…'

  return (
    <main className="ui-editor">
      <Style id="ui-editor" css={UI_EDITOR_CSS} precedence="idx-admin" />
      <header className="ui-editor__header" data-error={error ? 'true' : undefined}>
        <h1 className="ui-editor__market" title={error ?? undefined}>
          {/* On an editor, the name leads back to the market's ui.index. */}
          {market && !onMenu && !onIndex ? <Link to={uiHref(ADMIN_ROUTE_PATHS.ui, marketId)}>{title}</Link> : title}
        </h1>
        {error ? <p className="ui-editor__error">{error}</p> : null}
        {!onMenu && marketId ? (
          <nav className="ui-editor__tabs" aria-label="Editors">
            <NavLink to={uiHref(ADMIN_ROUTE_PATHS['ui.schema'], marketId)}>Schema</NavLink>
            <NavLink to={uiHref(ADMIN_ROUTE_PATHS['ui.view'], marketId)}>View</NavLink>
            <NavLink
              to={uiHref(ADMIN_ROUTE_PATHS['ui.listing-card'], marketId)}
              className={({ isActive }) =>
                isActive || pathname.startsWith(ADMIN_ROUTE_PATHS['ui.map-callout']) ? 'active' : undefined
              }
            >
              UI Editor
            </NavLink>
            <Link to={ADMIN_ROUTE_PATHS['ui.menu']} className="ui-editor__all">
              All markets
            </Link>
          </nav>
        ) : null}
      </header>
      <div className="ui-editor__body">
        <Suspense fallback={<p>Loading…</p>}>
          <Outlet context={context} />
        </Suspense>
      </div>
    </main>
  )
}
