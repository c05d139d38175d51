import { Kysely, PostgresDialect, sql } from 'kysely'
import pg from 'pg'
import { parseSearchBody } from '../src/search/filter-sql.js'
import { countListings, searchListings } from '../src/listings/listings.repository.js'
import { buildWorkload } from './workload.js'
let log: string[] = []
const db = new Kysely<any>({
  dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: 'postgres://postgres@127.0.0.1:5432/idx_bench_project', max: 1 }) }),
  log: (e) => { log.push(e.queryDurationMillis.toFixed(1)) },
})
const kinds = (process.argv[2] ?? 'search').split(',')
const work = buildWorkload(Number(process.env.N ?? 30)).filter((r) => kinds.some((k) => r.kind.startsWith(k)))
const by = new Map<string, { t: number; d: string }[]>()
for (const r of work) {
  const p = await parseSearchBody(db, r.body, 1)
  if (!p.ok) throw new Error('bad')
  log = []
  const t = performance.now()
  const total = await countListings(db, p.query, 1)
  const rows = await searchListings(db, p.query, 1, total)
  const el = performance.now() - t
  const list = by.get(r.kind) ?? []
  list.push({ t: el, d: `${total} ${rows.length} [${log.join(' ')}] ${JSON.stringify(r.body).slice(0, 400)}` })
  by.set(r.kind, list)
}
for (const [k, l] of by) {
  l.sort((a, b) => a.t - b.t)
  console.log(k, 'p50', l[Math.floor(l.length / 2)]!.t.toFixed(1), 'p95', l[Math.floor(l.length * 0.95)]!.t.toFixed(1))
  if (process.env.SHOW) for (const x of l.slice(-Number(process.env.SHOW))) console.log('   ', x.t.toFixed(1), x.d)
}
await db.destroy()
