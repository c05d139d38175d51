import { Kysely, PostgresDialect, sql } from 'kysely'
import pg from 'pg'
import { matchSuggestionsQuery } from '../src/suggestions/suggestions.repository.js'
const db = new Kysely<any>({ dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: 'postgres://postgres@127.0.0.1:5432/idx_bench_project', max: 1 }) }) })
for (const q of process.argv.slice(2)) {
  const c = matchSuggestionsQuery(db, { marketId: 1, q, listingStatuses: ['Active'] }).compile()
  for (let i = 0; i < 2; i++) {
    const r = await sql.raw(`explain (analyze, buffers) ` + c.sql.replace(/\$(\d+)/g, (_, n) => pg.Client.prototype.escapeLiteral.call(null, String(c.parameters[Number(n) - 1])))).execute(db)
    if (i === 1) console.log(q + '\n' + (r.rows as any[]).map((x) => x['QUERY PLAN']).join('\n'))
  }
}
await db.destroy()
