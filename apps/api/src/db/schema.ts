import type { ColumnType } from 'kysely'

// The column types every feature's tables share. Each feature declares its own tables beside its
// repository (e.g. collections/collections.tables.ts); src/database.ts composes them into the
// `Database` below. `point` and `polygon` columns are read and written through SQL expressions, so
// the tables type them `string`: the text form PostgreSQL prints and parses, e.g. '(-97.75,30.26)'.

export type Timestamp = ColumnType<Date, Date | string, Date | string>
/** A timestamp the database fills in (default now()) that inserts may still set. */
export type GeneratedTimestamp = ColumnType<Date, Date | string | undefined, Date | string>
export type DateOnly = ColumnType<Date | string, Date | string, Date | string>
/** A JSON column: read as `T`, written as its JSON text. */
export type Json<T = unknown> = ColumnType<T, string, string>

/**
 * Every table as queries see it today (migrations in ./migrations create them), for
 * `Kysely<Database>`. Empty here on purpose: db/ imports no feature, yet every repository types
 * its queries with this one interface, so src/database.ts (the composition root, which may import
 * features) merges each feature's tables into it (`declare module` interface merging). The
 * arrows stay one way: features -> db, root -> features.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled in by src/database.ts
export interface Database {}
