import { normalizeCached } from '@idx/api-client/react'
import { AsyncState, asyncStatus } from '@idx/app-shell'
import { ADMIN_ROUTE_PATHS } from '@idx/domain'
import { Link } from 'react-router'
import { editableMarkets } from '../markets/editable-markets.js'
import { useUiEditor } from './ui-editor-context.js'
import { uiHref } from './UiEditorLayout.js'

/** ui.menu: the site's markets sorted by market_name, each a link to its editor (`?marketId=`). */
export function UiEditorMenu() {
  const { api } = useUiEditor()
  const result = api.useGetMarketsQuery()
  const markets = result.data ? editableMarkets(normalizeCached(result.data).data) : []
  return (
    <AsyncState status={asyncStatus(result)} label="Loading the markets">
      {markets.length === 0 ? (
        <p>This site has no markets yet.</p>
      ) : (
        <ul className="ui-markets" aria-label="Markets you may edit">
          {markets.map((market) => (
            <li key={market.id}>
              <Link to={uiHref(ADMIN_ROUTE_PATHS.ui, market.id)}>
                <strong>{market.market_name}</strong>
                {market.default ? ' (default market)' : ''}
                <span className="ui-markets__meta">
                  Market {market.id}
                  {market.city ? `, ${market.city}` : ''}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </AsyncState>
  )
}
