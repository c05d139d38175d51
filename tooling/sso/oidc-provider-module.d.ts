// `oidc-provider` (a devDependency: the tests' real OpenID Connect provider) ships no types. This
// names only what oidc-provider.ts beside it uses.
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http'

  export interface Account {
    accountId: string
    claims(use: string, scope: string): Record<string, unknown> | Promise<Record<string, unknown>>
  }

  export interface ProviderConfiguration {
    clients?: Record<string, unknown>[]
    findAccount?: (ctx: unknown, sub: string, token?: unknown) => Account | undefined | Promise<Account | undefined>
    claims?: Record<string, string[] | null>
    scopes?: string[]
    features?: Record<string, unknown>
    pkce?: { required?: (ctx: unknown, client: unknown) => boolean }
    jwks?: { keys: Record<string, unknown>[] }
    cookies?: { keys?: string[] } & Record<string, unknown>
    ttl?: Record<string, number | ((...args: unknown[]) => number)>
    conformIdTokenClaims?: boolean
    clientBasedCORS?: (ctx: unknown, origin: string, client: { redirectUris: string[] }) => boolean
    [option: string]: unknown
  }

  export class Provider {
    constructor(issuer: string, configuration?: ProviderConfiguration)
    readonly issuer: string
    proxy: boolean
    callback(): (req: IncomingMessage, res: ServerResponse) => void
  }

  export default Provider
}
