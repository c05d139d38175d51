import type { FastifyInstance, FastifyServerOptions } from 'fastify'
import { expect } from 'vitest'
import { sql, type Kysely } from 'kysely'
import { buildApp } from '../../src/app.js'
import { readConfig } from '../../src/config/server-config.js'
import type { Database } from '../../src/db/schema.js'
import { SITE_TOKEN } from './fixtures.js'

/**
 * The app as server.ts builds it, without the built site (tests of the API need none), configured
 * by `env` as the server would be by its environment. The job worker is off unless `env` says
 * IDX_JOB_WORKER=1: tests run jobs when they mean to.
 */
export function buildTestApp(
  db: Kysely<Database>,
  opts: FastifyServerOptions = {},
  env: NodeJS.ProcessEnv = {},
): Promise<FastifyInstance> {
  return buildApp({ ...readConfig({ IDX_JOB_WORKER: '0', ...env }), idxAppDir: null, storybookDir: null }, { db }, opts)
}

/** The Authorization header of the fixtures' site. */
export const siteAuthorization = { authorization: `Bearer ${SITE_TOKEN}` }

/** What a listing search answers, as far as the search tests read it. */
export type SearchDocument = {
  data: { id: string }[]
  meta: { total: number }
  links: Record<string, string | null>
}

/** `POST /api/v3/{path}` as the fixtures' site, its JSON answer; fails the test unless it answers 200. */
export async function postApi<T>(app: FastifyInstance, path: string, body: object): Promise<T> {
  const res = await app.inject({ method: 'POST', url: `/api/v3/${path}`, headers: siteAuthorization, payload: body })
  expect(res.statusCode, res.body).toBe(200)
  return res.json() as T
}

/** `POST /api/v3/listings/search` as the fixtures' site; fails the test unless it answers 200. */
export function postSearch(app: FastifyInstance, body: object): Promise<SearchDocument> {
  return postApi<SearchDocument>(app, 'listings/search', body)
}

/** A search document's page of ids, in order, and its total. */
export function pageOf(doc: SearchDocument): { ids: number[]; total: number } {
  return { ids: doc.data.map((resource) => Number(resource.id)), total: doc.meta.total }
}

export const OTHER_SITE_ID = 2
export const OTHER_SITE_TOKEN = 'other-site-token-7f3b'
export const OTHER_MARKET_OF_OTHER_SITE = 3
export const OTHER_FEED_ID = 2
export const OTHER_AGENT_ID = 2

/**
 * A second site with its own market (3, Houston), feed (2, 'har') and agent (2), so tests can
 * prove one site never sees another's data. Call after `insertBasics`.
 */
export async function insertOtherSite(db: Kysely<Database>): Promise<void> {
  await db
    .insertInto('sites')
    .values({
      id: OTHER_SITE_ID,
      name: 'Other Homes',
      domain: 'other-homes.example',
      logo_url: null,
      access_token: OTHER_SITE_TOKEN,
      features: JSON.stringify({}),
      registration_rule: null,
      short_url: null,
    })
    .execute()
  await db
    .insertInto('oauth_applications')
    .values({ id: 'other-client', site_id: OTHER_SITE_ID, name: 'Other', redirect_uris: [], origins: [] })
    .execute()
  await db
    .insertInto('feeds')
    .values({
      id: OTHER_FEED_ID,
      data_source_name: 'har',
      name: 'HAR MLS',
      disclaimer_html: '<p>HAR.</p>',
      idx_logo_url: null,
      disclaimer_settings: JSON.stringify({}),
    })
    .execute()
  await db
    .insertInto('markets')
    .values({
      id: OTHER_MARKET_OF_OTHER_SITE,
      site_id: OTHER_SITE_ID,
      market_name: 'Houston',
      city: 'Houston',
      state_id: 'TX',
      is_default: true,
      latitude: 29.76,
      longitude: -95.37,
      filter_schema: JSON.stringify({}),
      filter_view: JSON.stringify({}),
      idx_layout: JSON.stringify({}),
    })
    .execute()
  await db
    .insertInto('market_feeds')
    .values({ market_id: OTHER_MARKET_OF_OTHER_SITE, feed_id: OTHER_FEED_ID })
    .execute()
  await db
    .insertInto('agents')
    .values({ id: OTHER_AGENT_ID, feed_id: OTHER_FEED_ID, first_name: 'Ada', last_name: 'Houston' })
    .execute()
}

/** A square area polygon around (lng, lat), as GeoJSON and as the SQL polygon. */
export function squareArea(lng: number, lat: number, half = 0.01) {
  const ring = [
    [lng - half, lat - half],
    [lng + half, lat - half],
    [lng + half, lat + half],
    [lng - half, lat + half],
    [lng - half, lat - half],
  ]
  return {
    geometry: { type: 'Polygon', coordinates: [ring] },
    shape: sql<string>`${`(${ring.map(([x, y]) => `(${x},${y})`).join(',')})`}::polygon`,
  }
}
