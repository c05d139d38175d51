import { normalizeCached } from '@idx/api-client/react'
import { AsyncState, asyncStatus, useRequireAdminScope, type SiteApi } from '@idx/app-shell'
import { ADMIN_ROUTE_PATHS } from '@idx/domain'
import { Heading } from '@idx/ui'
import { useId } from 'react'
import { editableMarkets } from './editable-markets.js'

/**
 * The first admin page (route `ui`): the markets the admin may edit. The editors (schema, view,
 * listing card) arrive in a later release, so the markets are listed without links: nothing here
 * leads to a page that does not exist yet.
 */
export function MarketsLanding({ api }: { api: SiteApi }) {
  const guard = useRequireAdminScope(ADMIN_ROUTE_PATHS['admin-reauthenticate'])
  if (guard) return guard
  return <MarketsList api={api} />
}

function MarketsList({ api }: { api: SiteApi }) {
  const titleId = useId()
  const result = api.useGetMarketsQuery()
  const markets = result.data ? editableMarkets(normalizeCached(result.data).data) : []
  return (
    <main className="admin-page admin-page--wide" aria-labelledby={titleId}>
      <Heading level={1} id={titleId}>
        Markets
      </Heading>
      <p>
        These are the markets you may edit. The market editors (schema, view and listing card) are not available yet:
        they arrive in a later release.
      </p>
      <AsyncState status={asyncStatus(result)} label="Loading the markets">
        {markets.length === 0 ? (
          <p>This site has no markets yet.</p>
        ) : (
          <ul className="admin-markets" aria-label="Markets you may edit">
            {markets.map((market) => (
              <li key={market.id}>
                <strong>{market.market_name}</strong>
                {market.default ? ' (default market)' : ''}
                <br />
                <span className="admin-markets__id">
                  Market {market.id}
                  {market.city ? `, ${market.city}` : ''}
                </span>
              </li>
            ))}
          </ul>
        )}
      </AsyncState>
    </main>
  )
}
