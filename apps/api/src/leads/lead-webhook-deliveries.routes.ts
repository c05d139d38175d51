import type { Selectable } from 'kysely'
import { ApiError } from '../http/errors.js'
import { parseResourceId } from '../http/resource-id.js'
import type { SchemaTypedApp } from '../http/schema-typed-app.js'
import { errorResponses, resourceDocumentSchema, resourceListDocumentSchema } from '../jsonapi/document-schemas.js'
import { pageLinks } from '../jsonapi/page-links.js'
import { enqueueReplay } from './lead-webhook.js'
import type { LeadWebhookDeliveriesTable } from './leads.tables.js'

/** The JSON:API type of a delivery. */
export const DELIVERY_TYPE = 'lead_webhook_delivery'

const DELIVERIES_PAGE_SIZE = 20
const DELIVERIES_PAGE_SIZE_MAX = 100

const nullableString = { type: ['string', 'null'] } as const
const nullableTime = { type: ['string', 'null'], format: 'date-time' } as const

const deliveryAttributes = {
  event: { type: 'string', enum: ['lead.created', 'lead.updated'] },
  url: { type: 'string', description: 'Where it was (or will be) POSTed' },
  status: { type: 'string', enum: ['pending', 'delivered', 'failed'] },
  attempts: { type: 'integer', description: 'POSTs so far, replays included' },
  last_status_code: { type: ['integer', 'null'], description: "The last attempt's HTTP status; null: no answer" },
  last_error: { ...nullableString, description: 'Why the last attempt failed (null when it succeeded)' },
  next_attempt_at: { ...nullableTime, description: 'When the next scheduled attempt runs (null: none)' },
  delivered_at: nullableTime,
  created_at: { type: 'string', format: 'date-time' },
  payload: {
    type: 'object',
    additionalProperties: true,
    description: 'The JSON body POSTed, the same on every attempt (see the README, "Leads")',
  },
} as const

const deliveryRelationships = { lead: { $ref: 'JsonApiRelationship#' } } as const

const deliveryListSchema = resourceListDocumentSchema(DELIVERY_TYPE, deliveryAttributes, {
  relationships: deliveryRelationships,
  meta: { total: { type: 'integer', description: 'Deliveries over all pages' } },
  paged: true,
})
const deliveryDocumentSchema = resourceDocumentSchema(DELIVERY_TYPE, deliveryAttributes, {
  relationships: deliveryRelationships,
})

type DeliveryRow = Selectable<LeadWebhookDeliveriesTable>

function deliveryResource(row: DeliveryRow) {
  const time = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString())
  return {
    id: String(row.id),
    type: DELIVERY_TYPE,
    attributes: {
      event: row.event,
      url: row.url,
      status: row.status,
      attempts: row.attempts,
      last_status_code: row.last_status_code,
      last_error: row.last_error,
      next_attempt_at: time(row.next_attempt_at),
      delivered_at: time(row.delivered_at),
      created_at: new Date(row.created_at).toISOString(),
      payload: row.payload,
    },
    relationships: { lead: { data: { type: 'leads', id: String(row.lead_id) } } },
  }
}

const ADMIN_ONLY =
  "Site administrators only (a user's session holding the admin scope): 401 without a user's token, 403 without the admin scope."

/**
 * The CRM webhook's delivery log for the admin app: `GET lead_webhook_deliveries` (newest first,
 * optionally one lead's) and `POST lead_webhook_deliveries/{id}/replay`.
 */
export async function leadWebhookDeliveriesRoutes(app: SchemaTypedApp): Promise<void> {
  app.get(
    '/lead_webhook_deliveries',
    {
      config: { auth: 'admin' },
      schema: {
        tags: ['leads'],
        summary: "The site's lead webhook deliveries, newest first",
        description: `Each lead event sent (or being sent) to the site's CRM webhook, with its attempts. ${ADMIN_ONLY}`,
        querystring: {
          type: 'object',
          properties: {
            'filter[lead]': { type: 'string', maxLength: 20, description: "Only this lead's deliveries (a lead id)" },
            'page[size]': {
              type: 'integer',
              minimum: 1,
              maximum: DELIVERIES_PAGE_SIZE_MAX,
              default: DELIVERIES_PAGE_SIZE,
              description: `Deliveries per page, 1 to ${DELIVERIES_PAGE_SIZE_MAX} (default ${DELIVERIES_PAGE_SIZE})`,
            },
            'page[number]': {
              type: 'integer',
              minimum: 1,
              maximum: 100_000,
              default: 1,
              description: 'The page, from 1',
            },
          },
        },
        response: { 200: deliveryListSchema, ...errorResponses(400, 403) },
      },
    },
    async (request) => {
      const query = request.query
      let leadId: number | null = null
      if (query['filter[lead]'] !== undefined) {
        leadId = parseResourceId(query['filter[lead]'])
        if (leadId === null) throw new ApiError(400, "'filter[lead]' must be a lead id", { parameter: 'filter[lead]' })
      }
      const size = query['page[size]']
      const base = app.db
        .selectFrom('lead_webhook_deliveries')
        .where('site_id', '=', request.site.id)
        .$if(leadId !== null, (qb) => qb.where('lead_id', '=', leadId!))
      const [rows, count] = await Promise.all([
        base
          .selectAll()
          .orderBy('created_at', 'desc')
          .orderBy('id', 'desc')
          .limit(size)
          .offset((query['page[number]'] - 1) * size)
          .execute(),
        base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
      ])
      const total = Number(count.total)
      return {
        data: rows.map(deliveryResource),
        meta: { total },
        links: pageLinks(
          '/api/v3/lead_webhook_deliveries',
          { number: query['page[number]'], size },
          total,
          leadId === null ? {} : { 'filter[lead]': String(leadId) },
        ),
      }
    },
  )

  app.post(
    '/lead_webhook_deliveries/:id/replay',
    {
      config: { auth: 'admin' },
      schema: {
        tags: ['leads'],
        summary: 'Send a delivery again now',
        description:
          'POSTs the same payload to the webhook at once (queued), with a fresh signature, recorded as one more ' +
          `attempt; a delivery the site no longer has a webhook for is a 409. ${ADMIN_ONLY}`,
        params: {
          type: 'object',
          required: ['id'],
          properties: { id: { type: 'string', description: 'The delivery id' } },
        },
        response: { 202: deliveryDocumentSchema, ...errorResponses(403, 404, 409) },
      },
    },
    async (request, reply) => {
      const id = parseResourceId(request.params.id)
      const row =
        id === null
          ? undefined
          : await app.db
              .selectFrom('lead_webhook_deliveries')
              .selectAll()
              .where('id', '=', id)
              .where('site_id', '=', request.site.id)
              .executeTakeFirst()
      if (!row) throw new ApiError(404, `No webhook delivery ${request.params.id} on this site`)
      const settings = await app.db
        .selectFrom('site_lead_settings')
        .select(['webhook_url', 'webhook_secret'])
        .where('site_id', '=', request.site.id)
        .executeTakeFirst()
      if (!settings?.webhook_url || !settings.webhook_secret) {
        throw new ApiError(409, 'This site has no lead webhook now: set one with idx lead-webhook before replaying.')
      }
      await enqueueReplay(app.db, row.id)
      return reply.status(202).send({ data: deliveryResource(row) })
    },
  )
}
