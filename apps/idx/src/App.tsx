import { useEffect, useState } from 'react'
import type { ConfigResult } from './config/read-config'

type Health = 'checking' | 'reachable' | 'unreachable'

function useApiHealth(baseUrl: string): Health {
  const [health, setHealth] = useState<Health>('checking')
  useEffect(() => {
    const controller = new AbortController()
    fetch(`${baseUrl}/healthz`, { signal: controller.signal })
      .then((r) => setHealth(r.ok ? 'reachable' : 'unreachable'))
      .catch(() => {
        if (!controller.signal.aborted) setHealth('unreachable')
      })
    return function abortHealthCheck() {
      controller.abort()
    }
  }, [baseUrl])
  return health
}

/**
 * What /app/ shows until the search screen lands: an honest account of what this build contains,
 * with the two things it can really check (site configuration and the API server).
 */
export function App({ config }: { config: ConfigResult }) {
  const health = useApiHealth(config.ok ? config.config.api_base_url : '')
  return (
    <main className="status-page">
      <h1>idx</h1>
      <p>
        This is an early build of idx, an open real-estate listing search site. The search screen, listing pages and
        sign-in are not in this build yet; nothing below pretends to be them.
      </p>
      <h2>Site configuration</h2>
      {config.ok ? (
        <p data-testid="config-status">
          Configured for client <code>{config.config.client_id}</code>
          {config.config.market_id ? ` in market ${config.config.market_id}` : ' with the default market'}.
        </p>
      ) : (
        <p role="alert" data-testid="config-status">
          {config.message}
        </p>
      )}
      <h2>API server</h2>
      <p role="status" data-testid="api-health">
        {health === 'checking'
          ? 'Checking the API server…'
          : health === 'reachable'
            ? 'The API server is reachable.'
            : 'The API server cannot be reached.'}
      </p>
      <h2>What this build contains</h2>
      <ul>
        <li>
          <strong>@idx/domain</strong>: the product&apos;s rules (formatting, validation, listing facts, constants,
          filter schemas).
        </li>
        <li>
          <strong>@idx/api-client</strong>: the HTTP client, JSON:API normaliser and the RTK Query slice.
        </li>
        <li>
          <strong>@idx/search-ui</strong>: the first search widgets, reviewed in Storybook (
          <code>npm run storybook</code>).
        </li>
        <li>
          <strong>API server</strong>: listing search, map clusters, suggestions and listing details on a seeded Austin,
          TX market, described at <a href="/api/v3/openapi.json">/api/v3/openapi.json</a>; health at{' '}
          <a href="/healthz">/healthz</a>.
        </li>
      </ul>
    </main>
  )
}
