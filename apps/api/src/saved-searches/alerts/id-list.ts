import { sql, type RawBuilder } from 'kysely'

/**
 * A list of integer ids as one text parameter read back as an array: one bind parameter however
 * many ids (binding thousands of values one by one costs PGlite far more), for `= any(…)`.
 *
 * @example
 * sql`select * from listings where id = any(${idList([1, 2, 3])})`
 */
export function idList(
  ids: readonly (number | string | bigint)[],
  type: 'int' | 'bigint' = 'int',
): RawBuilder<number[]> {
  return sql<number[]>`string_to_array(${ids.join(',')}, ',')::${sql.raw(type)}[]`
}
