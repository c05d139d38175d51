import { sql, type Kysely } from 'kysely'
import type { Database } from '../db/schema.js'

export interface SiteSummary {
  id: number
  name: string
  domain: string
  markets: number
  users: number
  createdAt: string
}

/**
 * Every site of the database, by id, with how many markets and users each has: what an operator
 * looks at first to find a site's id or domain.
 *
 * @example
 * await listSites(db) // [{ id: 1, name: 'Lone Star Realty', domain: 'lonestar-realty.example', markets: 1, users: 4, … }]
 */
export async function listSites(db: Kysely<Database>): Promise<SiteSummary[]> {
  const rows = await db
    .selectFrom('sites')
    .select(['sites.id', 'sites.name', 'sites.domain', 'sites.created_at'])
    .select((eb) => [
      eb
        .selectFrom('markets')
        .select(sql<number>`count(*)`.as('n'))
        .whereRef('markets.site_id', '=', 'sites.id')
        .as('markets'),
      eb
        .selectFrom('users')
        .select(sql<number>`count(*)`.as('n'))
        .whereRef('users.site_id', '=', 'sites.id')
        .as('users'),
    ])
    .orderBy('sites.id')
    .execute()
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    domain: row.domain,
    markets: Number(row.markets ?? 0),
    users: Number(row.users ?? 0),
    createdAt: new Date(row.created_at).toISOString(),
  }))
}
