import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { OpenDatabase } from '../src/db/database.js'
import { keptPrepared } from '../src/db/kept-prepared.js'
import { testDatabase } from './helpers/database.js'

// The same statements and parameters on PGlite (our pipelined dialect) and PostgreSQL (node-postgres):
// values must arrive and come back alike, errors must carry PostgreSQL's codes, and a failed
// statement must leave the connection usable.
describe(`database dialect (${process.env.IDX_TEST_ENGINE === 'postgres' ? 'PostgreSQL' : 'PGlite'})`, () => {
  let opened: OpenDatabase
  beforeAll(async () => {
    opened = await testDatabase()
    await sql`create table dialect_probe (
      id int primary key, label text, at timestamptz, doc jsonb, flag boolean, amount numeric, ids int[]
    )`.execute(opened.db)
  })
  afterAll(() => opened.close())

  it('round-trips text, timestamps, JSON, booleans, numerics, arrays and nulls as parameters', async () => {
    const at = new Date('2026-11-24T03:04:05.678Z')
    const label = `O'Brien "quoted" \\ back-slashed, 東京, 🏠`
    await sql`insert into dialect_probe values (${1}, ${label}, ${at}, ${JSON.stringify({ a: [1, 'two'] })}, ${true}, ${'12.50'}, ${[3, 1, 2]})`.execute(
      opened.db,
    )
    await sql`insert into dialect_probe values (${2}, ${null}, ${null}, ${null}, ${false}, ${null}, ${[]})`.execute(
      opened.db,
    )
    const rows = await sql<{
      id: number
      label: string | null
      at: Date | null
      doc: unknown
      flag: boolean
      amount: string | null
      ids: number[]
    }>`select * from dialect_probe order by id`.execute(opened.db)
    expect(rows.rows[0]).toMatchObject({ id: 1, label, doc: { a: [1, 'two'] }, flag: true, ids: [3, 1, 2] })
    expect(new Date(rows.rows[0]!.at!).toISOString()).toBe(at.toISOString())
    expect(Number(rows.rows[0]!.amount)).toBe(12.5)
    expect(rows.rows[1]).toMatchObject({ id: 2, label: null, at: null, doc: null, flag: false, amount: null, ids: [] })
  })

  it('binds a list as one array parameter and many parameters in one statement', async () => {
    const anyOf = await sql<{ id: number }>`select id from dialect_probe where id = any(${[2, 5]}::int[])`.execute(
      opened.db,
    )
    expect(anyOf.rows.map((row) => row.id)).toEqual([2])
    const many = Array.from({ length: 300 }, (_, i) => i)
    const inList = await opened.db
      .selectFrom('dialect_probe' as never)
      .select(sql<number>`count(*)::int`.as('n'))
      .where(sql.ref('id'), 'in', many)
      .executeTakeFirstOrThrow()
    expect(inList).toEqual({ n: 2 })
  })

  it('reports a constraint violation with its code and goes on working', async () => {
    const failed = sql`insert into dialect_probe (id) values (${1})`.execute(opened.db)
    await expect(failed).rejects.toMatchObject({ code: '23505' })
    const bad = sql`select ${'not a number'}::int as n`.execute(opened.db)
    await expect(bad).rejects.toMatchObject({ code: '22P02' })
    const after = await sql<{ n: number }>`select ${41}::int + 1 as n`.execute(opened.db)
    expect(after.rows).toEqual([{ n: 42 }])
  })

  it('rolls a failed transaction back whole and counts affected rows', async () => {
    const attempt = opened.db.transaction().execute(async (trx) => {
      await sql`insert into dialect_probe (id, label) values (${10}, ${'kept?'})`.execute(trx)
      await sql`insert into dialect_probe (id) values (${1})`.execute(trx)
    })
    await expect(attempt).rejects.toMatchObject({ code: '23505' })
    const found = await sql<{ n: number }>`select count(*)::int as n from dialect_probe where id = 10`.execute(
      opened.db,
    )
    expect(found.rows).toEqual([{ n: 0 }])
    const updated = await sql`update dialect_probe set flag = not flag`.execute(opened.db)
    expect(updated.numAffectedRows).toBe(2n)
  })

  it('runs a kept-prepared statement again and again with new values, and after it failed', async () => {
    const label = (id: number) =>
      keptPrepared(
        opened.db
          .selectFrom('dialect_probe' as never)
          .select(sql<string | null>`label`.as('label'))
          .where(sql.ref('id'), '=', id),
      )
        .execute(opened.db)
        .then((result) => result.rows.map((row) => row.label))
    expect(await label(1)).toEqual([`O'Brien "quoted" \\ back-slashed, 東京, 🏠`])
    expect(await label(2)).toEqual([null])
    expect(await label(99)).toEqual([])
    // The first run of a statement that fails leaves nothing prepared under its name: it runs once fixed.
    const divide = (by: number) =>
      keptPrepared(opened.db.selectNoFrom(sql<number>`10 / ${sql.lit(by)}::int`.as('quotient')))
        .execute(opened.db)
        .then((result) => result.rows[0]?.quotient)
    await expect(divide(0)).rejects.toMatchObject({ code: '22012' })
    await expect(divide(0)).rejects.toMatchObject({ code: '22012' })
    expect(await label(1)).toHaveLength(1)
    const failsAtRun = (by: number) =>
      keptPrepared(opened.db.selectNoFrom(sql<number>`10 / ${by}::int`.as('quotient')))
        .execute(opened.db)
        .then((result) => Number(result.rows[0]?.quotient))
    await expect(failsAtRun(0)).rejects.toMatchObject({ code: '22012' })
    expect(await failsAtRun(5)).toBe(2)
    expect(await failsAtRun(2)).toBe(5)
  })
})
