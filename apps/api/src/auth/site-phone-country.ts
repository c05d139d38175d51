import { phoneCountryOfRegion, type PhoneCountry } from '@idx/domain'
import type { Kysely } from 'kysely'
import type { Database } from '../db/schema.js'

/**
 * The country a site's phone numbers are read in when typed without a country code: that of its
 * default market's state or province (`markets.state_id`; the default market, else the first),
 * the United States for a site without markets.
 *
 * @example
 * await sitePhoneCountry(db, 1) // 'US' (the demo site's market is in TX)
 */
export async function sitePhoneCountry(db: Kysely<Database>, siteId: number | null): Promise<PhoneCountry> {
  if (siteId === null) return phoneCountryOfRegion(null)
  const market = await db
    .selectFrom('markets')
    .select('state_id')
    .where('site_id', '=', siteId)
    .orderBy('is_default', 'desc')
    .orderBy('id')
    .limit(1)
    .executeTakeFirst()
  return phoneCountryOfRegion(market?.state_id ?? null)
}
