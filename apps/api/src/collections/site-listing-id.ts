import type { Kysely } from 'kysely'
import type { Database } from '../db/schema.js'
import { ApiError } from '../http/errors.js'
import { listingExists } from '../listings/index.js'
import { parseResourceId } from '../http/resource-id.js'

/**
 * The listing id a body member names (a number or a string of digits), when it is a listing of the
 * site's markets; otherwise a 422 pointing at the member (the schema already refused other types).
 *
 * @example
 * await siteListingId(db, siteId, '42', '/property_id') // 42, or throws 422 'No listing 42 on this site'
 */
export async function siteListingId(
  db: Kysely<Database>,
  siteId: number,
  value: number | string,
  pointer: string,
): Promise<number> {
  const id = parseResourceId(value)
  if (id === null || !(await listingExists(db, siteId, id))) {
    throw new ApiError(422, `No listing ${String(value)} on this site`, pointer)
  }
  return id
}
