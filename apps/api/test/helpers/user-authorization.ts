import type { Kysely } from 'kysely'
import { startSession } from '../../src/auth/tokens.js'
import type { Database } from '../../src/db/schema.js'
import { CLIENT_ID, SITE_ID } from './fixtures.js'

/**
 * The Authorization header of a new signed-in session (scopes read and write) of user `userId` on
 * the fixtures' site, as the token endpoint would start it.
 *
 * @example
 * const auth = await userAuthorization(database.db, row.id)
 * await app.inject({ url: '/api/v3/user?me=true', headers: auth })
 */
export async function userAuthorization(db: Kysely<Database>, userId: number): Promise<{ authorization: string }> {
  const tokens = await startSession(db, {
    userId,
    siteId: SITE_ID,
    clientId: CLIENT_ID,
    scopes: ['read', 'write'],
    sso: false,
  })
  return { authorization: `Bearer ${tokens.access_token}` }
}
