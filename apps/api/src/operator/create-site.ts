import { randomBytes } from 'node:crypto'
import { sql, type Kysely } from 'kysely'
import type { Database } from '../db/schema.js'
import { newSecret } from '../auth/secrets.js'
import { domainName, requiredText } from './operator-input.js'
import { OperatorError } from './operator-error.js'
import { nextId } from './operator-site.js'

/** The site token's prefix: tells it apart from users' access tokens (`idx_at_`), which site-auth routes elsewhere. */
export const SITE_TOKEN_PREFIX = 'idx_st_'

/** A new site token: 256 random bits. */
export function newSiteToken(): string {
  return newSecret(SITE_TOKEN_PREFIX)
}

export interface NewSite {
  name: string | undefined
  domain: string | undefined
}

export interface CreatedSite {
  siteId: number
  name: string
  domain: string
  /** The site's API token (a Bearer token); shown once, so the operator can hand it over. */
  apiToken: string
  /** The site's OAuth application (`client_id`). */
  clientId: string
}

/**
 * Creates a site with its API token and one OAuth application, in one transaction; a domain another
 * site has is refused. Redirect URIs
 * and embedding origins come after (addRedirectUris, addEmbedOrigins), markets and feeds too.
 *
 * @example
 * const site = await createSite(db, { name: 'Acme Realty', domain: 'homes.acme.example' })
 * site.apiToken // 'idx_st_…'
 */
export async function createSite(db: Kysely<Database>, input: NewSite): Promise<CreatedSite> {
  const name = requiredText('--name', input.name)
  const domain = domainName('--domain', input.domain)
  const apiToken = newSiteToken()
  const clientId = `idx-client-${randomBytes(8).toString('hex')}`
  return db.transaction().execute(async (trx) => {
    // A domain names one site: `idx status --site <domain>` and the served site config find it by it.
    const taken = await trx
      .selectFrom('sites')
      .select(['id', 'name'])
      .where(sql<string>`lower(domain)`, '=', domain.toLowerCase())
      .executeTakeFirst()
    if (taken) {
      throw new OperatorError('failure', `Site ${taken.id} (${taken.name}) has the domain ${domain} already`)
    }
    const siteId = await nextId(trx, 'sites')
    await trx
      .insertInto('sites')
      .values({ id: siteId, name, domain, logo_url: null, access_token: apiToken, features: '{}', short_url: null })
      .execute()
    await trx
      .insertInto('oauth_applications')
      .values({ id: clientId, site_id: siteId, name: `${name} IDX` })
      .execute()
    return { siteId, name, domain, apiToken, clientId }
  })
}
