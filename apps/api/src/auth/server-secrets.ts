import type { Kysely } from 'kysely'
import type { Database } from '../db/schema.js'

/** A secret of the server (server_secrets) by name; undefined when none is stored yet. */
export async function findServerSecret(db: Kysely<Database>, name: string): Promise<string | undefined> {
  const row = await db.selectFrom('server_secrets').select('secret').where('name', '=', name).executeTakeFirst()
  return row?.secret
}

/**
 * The server secret `name`, made by the first process that asks for it: two processes starting
 * together may both write, the first insert wins and both read it. The same in every process of a
 * deployment that shares the database.
 */
export async function ensureServerSecret(db: Kysely<Database>, name: string, make: () => string): Promise<string> {
  const found = await findServerSecret(db, name)
  if (found !== undefined) return found
  await insertServerSecret(db, name, make())
  const secret = await findServerSecret(db, name)
  if (secret === undefined) throw new Error(`server_secrets lost '${name}' right after writing it`)
  return secret
}

/** Stores a secret unless one of that name exists: the first writer's stays. */
export async function insertServerSecret(db: Kysely<Database>, name: string, secret: string): Promise<void> {
  await db
    .insertInto('server_secrets')
    .values({ name, secret })
    .onConflict((conflict) => conflict.column('name').doNothing())
    .execute()
}
