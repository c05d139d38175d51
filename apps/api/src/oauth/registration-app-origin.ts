import type { Kysely } from 'kysely'
import type { OauthClient } from '../auth/clients.js'
import type { Database } from '../db/schema.js'

/**
 * Where e-mailed links (magic links, password resets) point: the request's `Origin` when it is
 * one of the client's registered origins (the site the person is on), else the client's first
 * registered origin, else `https://<the site's domain>`. Never the Host header or an unregistered
 * Origin: a link built from those could send a reset token to an attacker's page.
 *
 * @example
 * await appOrigin(db, client, 'http://localhost:3000') // 'http://localhost:3000' when registered
 * await appOrigin(db, client, 'https://evil.example') // client.origins[0]
 */
export async function appOrigin(
  db: Kysely<Database>,
  client: OauthClient,
  originHeader: string | string[] | undefined,
): Promise<string> {
  const origin = typeof originHeader === 'string' ? originHeader : undefined
  if (origin !== undefined && client.origins.includes(origin)) return origin
  const first = client.origins[0]
  if (first !== undefined) return first.replace(/\/+$/, '')
  const site = await db.selectFrom('sites').select('domain').where('id', '=', client.siteId).executeTakeFirst()
  return `https://${site?.domain ?? 'localhost'}`
}
