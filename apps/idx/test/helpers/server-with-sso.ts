import { freePort } from '../../../../tooling/e2e/free-port.js'
import { startServer, type RunningServer } from '../../../../tooling/e2e/server.js'
import { startOidcProvider, type RunningOidcProvider } from '../../../../tooling/sso/oidc-provider.js'

/** The API server with the OpenID Connect provider its site signs in through. */
export interface ServerWithSso extends RunningServer {
  oidc: RunningOidcProvider
  /** Closes the provider, then stops the server; resolves to the server's exit code. */
  stop: () => Promise<number | null>
}

/**
 * The real API server whose site signs in through a real OpenID Connect provider on loopback
 * (oidc-provider, as IDX_SSO): the provider must know the server's return URL before the server
 * starts, so the port is chosen first.
 */
export async function startServerWithSso(clientId: string): Promise<ServerWithSso> {
  const port = await freePort()
  const oidc = await startOidcProvider({ clientId, redirectUris: [`http://127.0.0.1:${port}/app/sso/sign_in`] })
  try {
    const server = await startServer({
      PORT: String(port),
      IDX_SSO: JSON.stringify({
        idp: 'okta',
        issuer: oidc.issuer,
        client_id: clientId,
        audience: oidc.accessTokenAudience,
        authorize_url: oidc.authorizeUrl,
        email_domains: ['sso.example'],
      }),
    })
    return {
      ...server,
      oidc,
      stop: async () => {
        await oidc.close()
        return server.stop()
      },
    }
  } catch (err) {
    await oidc.close()
    throw err
  }
}
