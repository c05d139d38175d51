import type { Migration, MigrationProvider } from 'kysely'
import * as m0001 from './0001-initial.js'

/** Every migration, in order. Migrations are code in the bundle, so no file-system lookup is needed. */
export const migrations: Record<string, Migration> = {
  '0001-initial': m0001,
}

export const migrationProvider: MigrationProvider = {
  getMigrations: async () => migrations,
}
