import { sql } from 'kysely'
import { migrateToLatest, openDatabase } from '../src/db/database.js'
const o = await openDatabase({ databaseUrl: 'postgres://postgres@127.0.0.1:5432/idx_bench_project', poolSize: 1 })
let t = Date.now()
await migrateToLatest(o.db)
console.log('migrated', Date.now() - t); t = Date.now()
await sql`vacuum analyze`.execute(o.db)
console.log('vacuumed', Date.now() - t)
await o.close()
