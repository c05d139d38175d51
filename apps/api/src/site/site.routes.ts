import { ApiError } from '../http/errors.js'
import { feedResourceSchema, marketResourceSchema } from '../markets/index.js'
import { errorResponses, resourceDocumentSchema } from '../jsonapi/document-schemas.js'
import { readSiteDocumentRows } from './site.repository.js'
import { siteDocument } from './site.service.js'
import type { SchemaTypedApp } from '../http/schema-typed-app.js'

const oauthApplicationResourceSchema = {
  type: 'object',
  required: ['id', 'type', 'attributes'],
  properties: {
    id: { type: 'string', description: 'The OAuth client id' },
    type: { type: 'string', const: 'oauth_applications' },
    attributes: { type: 'object', properties: { name: { type: 'string' } } },
  },
} as const

const siteDocumentSchema = resourceDocumentSchema(
  'sites',
  {
    name: { type: 'string' },
    domain: { type: 'string' },
    logo_url: { type: ['string', 'null'] },
    extra_info: { type: 'boolean', description: "Show 'Listed By … with …' and the office phone" },
    features: {
      type: 'object',
      additionalProperties: true,
      description:
        "The site's feature switches as stored, e.g. fraction_display.enabled, idx_login, " +
        'sign_up_without_password; a switch that is missing is off.',
      properties: {
        support_chat: {
          type: ['object', 'null'],
          description:
            'Where the support chat and the agent-callback form show: on the search and listing screens ' +
            'of the markets listed. Absent or null: nowhere.',
          properties: {
            market_ids: {
              type: 'array',
              items: { type: 'string' },
              description: 'Market ids, written as strings however they were stored',
            },
          },
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
    brand: {
      type: 'object',
      description:
        "The site's brand colours (#rrggbb; null: the default). The brand colour is the pages' accent " +
        '(buttons, links, focus), the accent colour marks saved homes; a colour under 4.5:1 on white is not used.',
      properties: {
        primary_color: { type: ['string', 'null'] },
        accent_color: { type: ['string', 'null'] },
        font: { type: ['string', 'null'], description: 'One of the site fonts; null: the system font' },
        favicon_url: {
          type: ['string', 'null'],
          description: "The site's icon (https or a path); null: the pages draw a house in the brand colour",
        },
        radius: {
          type: ['integer', 'null'],
          description: 'The corner radius of cards, buttons, inputs and dialogs in px (0 to 24); null: 8',
        },
        card_shadow: {
          type: ['string', 'null'],
          description: "The cards' shadow: none, soft or strong; null: none",
        },
      },
    },
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
  {
    relationships: {
      oauth_applications: { $ref: 'JsonApiRelationship#' },
      markets: { $ref: 'JsonApiRelationship#' },
    },
    description:
      'The site document. It never carries an access token, and the site itself is not repeated in `included`.',
    included: {
      type: 'array',
      description:
        'The oauth_applications, markets and feeds the relationships name, each once. A market here has the ' +
        'attributes of GET /api/v3/markets.',
      items: { anyOf: [oauthApplicationResourceSchema, marketResourceSchema, feedResourceSchema] },
    },
  },
)

/** `GET site?me=true`: the site the Bearer token belongs to. */
export async function siteRoutes(app: SchemaTypedApp): Promise<void> {
  app.get(
    '/site',
    {
      schema: {
        tags: ['site'],
        summary: 'The current site (the one the token belongs to), with its OAuth applications, markets and feeds',
        description:
          'The site the Bearer token belongs to, for a client starting up: its name, domain, feature switches, ' +
          'registration rule and single sign-on provider, with its OAuth applications (`oauth_applications`) ' +
          'and its markets, each with its feeds, in `included`.',
        querystring: {
          type: 'object',
          required: ['me'],
          properties: {
            me: {
              type: 'string',
              enum: ['true'],
              description: "Required; must be 'true' (anything else is a 400 at `me`)",
            },
          },
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
