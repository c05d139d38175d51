import { frontFacingPageUrl } from '@idx/domain'
import type { Kysely } from 'kysely'
import type { Database } from '../db/schema.js'

/**
 * What links to the visitor site's pages are built from: the origin the site is served at
 * (siteOrigin or appOrigin) and its `front_facing_site_idx_prefix`, the brokerage's page the site
 * is embedded on when it is an address (a path, the default `/idx`, changes nothing).
 */
export interface SitePages {
  origin: string
  prefix: string | null
}

/**
 * The link an e-mail or text gives for a page of the site, `/app/…`: the brokerage's page opened
 * there (`https://broker.example/homes?idx=listing%2F12-main-st%2F12`) when the site names one,
 * else `origin + path`. Any other path (a tracked click, a photo, /admin/) stays on the origin.
 *
 * @example
 * sitePageUrl({ origin: 'https://homes.example', prefix: '/idx' }, '/app/saved-search/4')
 * // 'https://homes.example/app/saved-search/4'
 * sitePageUrl({ origin: 'https://homes.example', prefix: 'https://broker.example/homes' }, '/app/saved-search/4')
 * // 'https://broker.example/homes?idx=saved-search%2F4'
 */
export function sitePageUrl(pages: SitePages, appPath: string): string {
  return frontFacingPageUrl(pages.prefix, appPath) ?? `${pages.origin}${appPath}`
}

/** The site's `front_facing_site_idx_prefix` (null for a site that is not there). */
export async function frontFacingPrefix(db: Kysely<Database>, siteId: number): Promise<string | null> {
  const row = await db
    .selectFrom('sites')
    .select('front_facing_site_idx_prefix')
    .where('id', '=', siteId)
    .executeTakeFirst()
  return row?.front_facing_site_idx_prefix ?? null
}
