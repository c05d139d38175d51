import { ApiError } from '../errors.js'
import { feedResourceSchema, marketResourceSchema } from '../markets/markets.schemas.js'
import { errorResponses } from '../jsonapi/document-schemas.js'
import { readSiteDocumentRows } from './site.repository.js'
import { siteDocument } from './site.service.js'
import type { SchemaTypedApp } from '../schema-typed-app.js'

const oauthApplicationResourceSchema = {
  type: 'object',
  required: ['id', 'type', 'attributes'],
  properties: {
    id: { type: 'string', description: 'The OAuth client id' },
    type: { type: 'string', const: 'oauth_applications' },
    attributes: { type: 'object', properties: { name: { type: 'string' } } },
  },
} as const

const siteDocumentSchema = {
  type: 'object',
  required: ['data'],
  properties: {
    data: {
      type: 'object',
      required: ['id', 'type', 'attributes'],
      properties: {
        id: { type: 'string' },
        type: { type: 'string', const: 'sites' },
        attributes: {
          type: 'object',
          properties: {
            name: { type: 'string' },
            domain: { type: 'string' },
            logo_url: { type: ['string', 'null'] },
            extra_info: { type: 'boolean', description: "Show 'Listed By … with …' and the office phone" },
            features: {
              type: 'object',
              additionalProperties: true,
              description: 'Feature switches, e.g. fraction_display.enabled, idx_login, sign_up_without_password',
              properties: {
                support_chat: {
                  type: ['object', 'null'],
                  description: 'Where the support chat and the agent-callback form show: the market ids listed',
                  properties: { market_ids: { type: 'array', items: { type: 'string' } } },
                },
              },
            },
            registration_rule: {
              type: ['object', 'null'],
              additionalProperties: true,
              description: '{ mode, limit }: the registration gate',
            },
            short_url: { type: ['string', 'null'] },
            front_facing_site_idx_prefix: { type: 'string' },
            sso: {
              type: ['object', 'null'],
              description: "The site's single sign-on (OpenID Connect) provider, null when it has none",
              properties: {
                idp: { type: 'string' },
                issuer: { type: 'string' },
                client_id: { type: 'string' },
                authorize_url: { type: 'string' },
              },
            },
          },
        },
        relationships: {
          type: 'object',
          properties: {
            oauth_applications: { $ref: 'JsonApiRelationship#' },
            markets: { $ref: 'JsonApiRelationship#' },
          },
        },
      },
    },
    included: {
      type: 'array',
      description: 'The oauth_applications, markets and feeds the relationships name',
      items: { anyOf: [oauthApplicationResourceSchema, marketResourceSchema, feedResourceSchema] },
    },
  },
} as const

/** `GET site?me=true`: the site the Bearer token belongs to. */
export async function siteRoutes(app: SchemaTypedApp): Promise<void> {
  app.get(
    '/site',
    {
      schema: {
        tags: ['site'],
        summary: 'The current site (the one the token belongs to), with its OAuth applications, markets and feeds',
        querystring: {
          type: 'object',
          required: ['me'],
          properties: { me: { type: 'string', enum: ['true'], description: "Must be 'true'" } },
        },
        response: { 200: siteDocumentSchema, ...errorResponses(400) },
      },
    },
    async (request) => {
      const rows = await readSiteDocumentRows(app.db, { id: request.site.id })
      // The token matched a row a moment ago; a site deleted in between is gone.
      if (!rows) throw new ApiError(404, 'This site no longer exists')
      return siteDocument(rows)
    },
  )
}
