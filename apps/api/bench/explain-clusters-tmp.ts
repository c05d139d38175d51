import { Kysely, PostgresDialect } from 'kysely'
import pg from 'pg'
import { findClusters } from '../src/clusters/clusters.service.js'
import { boxDegreesForZoom } from './workload.js'
const db = new Kysely<any>({
  dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: 'postgres://postgres@127.0.0.1:5432/idx_bench_project', max: 1 }) }),
  log: (e) => { if (process.env.V) console.log(e.queryDurationMillis.toFixed(1), e.query.sql.slice(0, +(process.env.V))) ; else console.log(e.queryDurationMillis.toFixed(1)) },
})
const zoom = Number(process.argv[2])
const w = boxDegreesForZoom(zoom), h = w * 0.6
const [lat, lng] = [30.2672, -97.7431]
const box = { top_left: { lat: lat + h / 2, lng: lng - w / 2 }, bottom_right: { lat: lat - h / 2, lng: lng + w / 2 } }
for (const filter of [{}, { listing_status: { value: 'Active' }, purchase_type: { value: 'Purchase' } }]) {
  for (let i = 0; i < 2; i++) {
    const t = performance.now()
    const r = await findClusters(db, { market_id: 1, filter, bounding_box: box } as any, 1, zoom)
    console.log('total ms', (performance.now() - t).toFixed(1), r.path, r.document.data.length, r.document.meta.total)
  }
}
await db.destroy()
