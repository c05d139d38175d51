import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { keptPrepared } from '../src/db/kept-prepared.js'
import { keptStatementName } from '../src/db/postgres-kept-prepared.js'
import type { OpenDatabase } from '../src/db/database.js'
import { testDatabase } from './helpers/database.js'

describe('statements kept prepared', () => {
  let database: OpenDatabase
  beforeAll(async () => {
    database = await testDatabase()
  })
  afterAll(async () => {
    await database.close()
  })

  it('name a text the same way every time, and different texts differently', () => {
    const a = '/* kept prepared */ select 1'
    expect(keptStatementName(a)).toBe(keptStatementName(a))
    expect(keptStatementName(a)).not.toBe(keptStatementName(`${a} `))
    expect(keptStatementName(a)).toMatch(/^kept_[0-9a-f]{20}$/)
  })

  it('answer with each call its own parameters, prepared once on the connection that ran them', async () => {
    const { db } = database
    // One transaction: the same connection throughout, so its prepared statements can be listed.
    const seen = await db.transaction().execute(async (trx) => {
      const answers: number[] = []
      for (const n of [1, 2, 3, 41, 42, 43, 7]) {
        const { rows } = await keptPrepared(trx.selectNoFrom(sql<number>`${n}::int * 2`.as('n'))).execute(trx)
        answers.push(rows[0]!.n)
      }
      const prepared = await sql<{ statement: string }>`select statement from pg_prepared_statements`.execute(trx)
      return { answers, prepared: prepared.rows.map((row) => row.statement) }
    })
    expect(seen.answers).toEqual([2, 4, 6, 82, 84, 86, 14])
    expect(seen.prepared.filter((text) => text.includes('::int * 2 as'))).toHaveLength(1)
  })

  it('leave statements not marked unprepared', async () => {
    const { db } = database
    const prepared = await db.transaction().execute(async (trx) => {
      await sql`select 'not kept ' || ${'x'} as t`.execute(trx)
      return sql<{ statement: string }>`select statement from pg_prepared_statements`.execute(trx)
    })
    expect(prepared.rows.some((row) => row.statement.includes('not kept'))).toBe(false)
  })
})
