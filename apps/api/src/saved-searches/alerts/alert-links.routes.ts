import { frontFacingPageUrl } from '@idx/domain'
import { sql } from 'kysely'
import { escapeHtml } from '../../mail/escape-html.js'
import type { SchemaTypedApp } from '../../http/schema-typed-app.js'
import { frontFacingPrefix } from '../../mail/site-page-url.js'
import { alertKey } from './alert-key.js'
import { verifyAlertToken } from './alert-tokens.js'
import { idList } from './id-list.js'
import { ALERT_EVENT } from './run-alerts.js'

// The links of alert e-mails, served outside /api/v3 (no site token: a mail client follows them):
// the one-click unsubscribe (RFC 8058), the tracked links and the tracking pixel. Every one carries
// a token signed with the server's alert key (alert-tokens.ts); a token that does not verify
// changes nothing.

const tokenQuery = {
  type: 'object',
  required: ['t'],
  properties: { t: { type: 'string', minLength: 1, maxLength: 4000, description: 'The signed token' } },
} as const

const htmlResponse = (description: string) => ({
  description,
  content: { 'text/html': { schema: { type: 'string' } } },
})

/** The options of the unsubscribe page and its one-click POST. */
function unsubscribeRoute(summary: string, ok: string) {
  return {
    config: { public: true },
    schema: {
      tags: ['saved-search alerts'],
      summary,
      querystring: tokenQuery,
      response: {
        200: htmlResponse(ok),
        400: htmlResponse('A token that is not valid'),
        404: htmlResponse("The token's user is no longer a member"),
      },
    },
  } as const
}

/** The pages' policy: their inline style and a form posting back to this origin, framed by no one. */
const PAGE_POLICY =
  "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'"

/** A transparent 1x1 GIF. */
const PIXEL = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64')

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<title>${escapeHtml(title)}</title><style>body{font-family:Arial,sans-serif;max-width:480px;margin:48px auto;padding:0 16px}
button{font-size:16px;padding:8px 16px}</style></head><body><h1>${escapeHtml(title)}</h1>${body}</body></html>`
}

/**
 * `GET /alerts/unsubscribe?t={token}`: a confirmation page whose button POSTs back;
 * `POST /alerts/unsubscribe?t={token}`: turns the `ran` subscription off for the token's user,
 * searches and channel (the RFC 8058 one-click POST, body `List-Unsubscribe=One-Click`, or the
 * page's button); `GET /alerts/c?t={token}`: records a click and redirects to the site path the
 * token names (on the brokerage's page when the site's `front_facing_site_idx_prefix` names one); `GET /alerts/o.gif?t={token}`: records an open.
 */
export async function alertLinksRoutes(app: SchemaTypedApp): Promise<void> {
  // Mail clients post the one-click form (RFC 8058); its content does not matter.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)))
  })
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store')
    reply.header('referrer-policy', 'no-referrer')
  })

  /** The token's user and searches, when it verifies and the user still belongs to one of them. */
  async function unsubscription(token: string) {
    const payload = verifyAlertToken(await alertKey(app.db), token, 'u')
    if (!payload) return { status: 400 as const }
    const { rows } = await sql<{ id: number; name: string }>`
      select c.id, c.name from collections c
      join collection_members cm on cm.collection_id = c.id and cm.user_id = ${payload.u}
      where c.kind = 'saved-search' and c.id = any(${idList(payload.s)}) order by c.name, c.id`.execute(app.db)
    if (rows.length === 0) return { status: 404 as const }
    return { status: 200 as const, payload, searches: rows }
  }

  const invalid = (status: 400 | 404) =>
    page(
      'This link does not work',
      status === 400
        ? '<p>This unsubscribe link is not valid. Use the link in your latest alert e-mail.</p>'
        : '<p>This saved search is no longer yours to unsubscribe from.</p>',
    )

  app.get(
    '/unsubscribe',
    unsubscribeRoute(
      "A saved-search alert's unsubscribe confirmation page (its button POSTs to the same URL)",
      'The confirmation page',
    ),
    async (request, reply) => {
      const found = await unsubscription(request.query.t)
      reply.header('content-security-policy', PAGE_POLICY).type('text/html; charset=utf-8')
      if (found.status !== 200) return reply.code(found.status).send(invalid(found.status))
      const names = found.searches.map((search) => `<li>${escapeHtml(search.name)}</li>`).join('')
      const channel = found.payload.c === 'sms' ? 'text' : 'e-mail'
      return reply.send(
        page(
          'Stop these alerts?',
          `<p>You will get no more ${channel} alerts for:</p><ul>${names}</ul>
<form method="post"><input type="hidden" name="List-Unsubscribe" value="One-Click"><button type="submit">Unsubscribe</button></form>`,
        ),
      )
    },
  )

  app.post(
    '/unsubscribe',
    unsubscribeRoute(
      "One-click unsubscribe from a saved search's alerts (RFC 8058): turns its `ran` notification off",
      'Unsubscribed',
    ),
    async (request, reply) => {
      const found = await unsubscription(request.query.t)
      reply.header('content-security-policy', PAGE_POLICY).type('text/html; charset=utf-8')
      if (found.status !== 200) return reply.code(found.status).send(invalid(found.status))
      const { payload, searches } = found
      await app.db
        .insertInto('collection_subscriptions')
        .values(
          searches.map((search) => ({
            collection_id: search.id,
            user_id: payload.u,
            // `ran` is a saved search's event (migration 0023); the collections' type predates it.
            action: ALERT_EVENT as string as 'update',
            method: payload.c,
            subscribed: false,
          })),
        )
        .onConflict((conflict) =>
          conflict
            .columns(['collection_id', 'user_id', 'action', 'method'])
            .doUpdateSet({ subscribed: false, updated_at: sql<Date>`now()` }),
        )
        .execute()
      const names = searches.map((search) => escapeHtml(search.name)).join(', ')
      return reply.send(page('You are unsubscribed', `<p>No more alerts for ${names}.</p>`))
    },
  )

  app.get(
    '/c',
    {
      config: { public: true },
      schema: {
        tags: ['saved-search alerts'],
        summary: "A saved-search alert's tracked link: records the click and redirects to the site page it names",
        description:
          "The redirect goes to the site's path, or to the brokerage's page opening it (`?idx=…`) when the site's " +
          "`front_facing_site_idx_prefix` is that page's address.",
        querystring: tokenQuery,
        response: { 302: { description: 'To the page' }, 400: htmlResponse('A token that is not valid') },
      },
    },
    async (request, reply) => {
      const payload = verifyAlertToken(await alertKey(app.db), request.query.t, 'c')
      // Only a root-relative path on this site: a token cannot send anyone elsewhere.
      if (!payload || !payload.p.startsWith('/') || payload.p.startsWith('//')) {
        return reply.code(400).type('text/html; charset=utf-8').send(invalid(400))
      }
      const siteId = await recordEngagement(app, payload.a, 'clicked_at')
      // On the brokerage's page that embeds the site, when the site names one (read at click time).
      const prefix = siteId === null ? null : await frontFacingPrefix(app.db, siteId)
      return reply.redirect(frontFacingPageUrl(prefix, payload.p) ?? payload.p, 302)
    },
  )

  app.get(
    '/o.gif',
    {
      config: { public: true },
      schema: {
        tags: ['saved-search alerts'],
        summary: "A saved-search alert's tracking pixel records the open",
        querystring: tokenQuery,
        response: { 200: { description: 'A 1x1 transparent GIF', content: { 'image/gif': { schema: {} } } } },
      },
    },
    async (request, reply) => {
      const payload = verifyAlertToken(await alertKey(app.db), request.query.t, 'o')
      if (payload) await recordEngagement(app, payload.a, 'opened_at')
      // The pixel answers alike whatever the token: it tells nothing about it.
      return reply.type('image/gif').send(PIXEL)
    },
  )
}

/** The alert's first open or click, and its searches' engagement (what slowdown reads); the alert's site (null when it is gone). */
async function recordEngagement(
  app: SchemaTypedApp,
  alertId: number,
  column: 'opened_at' | 'clicked_at',
): Promise<number | null> {
  return app.db.transaction().execute(async (trx) => {
    const alert = await trx
      .updateTable('saved_search_alerts')
      .set({ [column]: sql<Date>`coalesce(${sql.ref(column)}, now())` })
      .where('id', '=', alertId)
      .returning(['saved_search_ids', 'site_id'])
      .executeTakeFirst()
    if (!alert) return null
    if (alert.saved_search_ids.length > 0) {
      await trx
        .updateTable('saved_searches')
        .set({ engaged_at: sql<Date>`now()` })
        .where('id', 'in', alert.saved_search_ids)
        .execute()
    }
    return alert.site_id
  })
}
