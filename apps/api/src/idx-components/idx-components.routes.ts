import { ApiError } from '../errors.js'
import { errorResponses } from '../jsonapi/document-schemas.js'
import { parseResourceId } from '../resource-id.js'
import { findIdxComponent, listIdxComponents, listIdxLayouts } from './idx-components.repository.js'
import { idxComponentResource, idxLayoutResource } from './idx-components.service.js'
import type { SchemaTypedApp } from '../schema-typed-app.js'

const siteRelationships = {
  type: 'object',
  properties: { site: { $ref: 'JsonApiRelationship#' } },
} as const

const idxComponentSchema = {
  type: 'object',
  required: ['id', 'type', 'attributes'],
  properties: {
    id: { type: 'string' },
    type: { type: 'string', const: 'idx_components' },
    attributes: {
      type: 'object',
      properties: {
        category: { type: 'string', description: 'listing-card, listing-page or map-callout' },
        name: { type: 'string' },
        stylesheet: { type: 'string', description: 'CSS applied to the component' },
        mobiledoc: { type: 'object', additionalProperties: true, description: 'The Mobiledoc document' },
        layout: { type: ['string', 'null'] },
      },
    },
    relationships: siteRelationships,
  },
} as const

const idxLayoutSchema = {
  type: 'object',
  required: ['id', 'type', 'attributes'],
  properties: {
    id: { type: 'string' },
    type: { type: 'string', const: 'idx_layouts' },
    attributes: {
      type: 'object',
      properties: {
        name: { type: 'string' },
        components: { description: 'The components per slot, as the UI editor saved them' },
      },
    },
    relationships: siteRelationships,
  },
} as const

/** `GET idx_components`, `GET idx_components/{id}` and `GET idx_layouts`: the site's UI-editor work. */
export async function idxComponentsRoutes(app: SchemaTypedApp): Promise<void> {
  app.get(
    '/idx_components',
    {
      schema: {
        tags: ['site'],
        summary: "The site's UI-editor components (custom listing cards and the like)",
        response: {
          200: {
            type: 'object',
            required: ['data'],
            properties: { data: { type: 'array', items: idxComponentSchema } },
          },
          ...errorResponses(),
        },
      },
    },
    async (request) => ({ data: (await listIdxComponents(app.db, request.site.id)).map(idxComponentResource) }),
  )

  app.get(
    '/idx_components/:id',
    {
      schema: {
        tags: ['site'],
        summary: 'One UI-editor component of the site',
        params: { type: 'object', required: ['id'], properties: { id: { type: 'string' } } },
        response: {
          200: { type: 'object', required: ['data'], properties: { data: idxComponentSchema } },
          ...errorResponses(404),
        },
      },
    },
    async (request) => {
      const id = parseResourceId(request.params.id)
      const row = id === null ? undefined : await findIdxComponent(app.db, request.site.id, id)
      if (!row) throw new ApiError(404, `No idx component ${request.params.id} in this site`)
      return { data: idxComponentResource(row) }
    },
  )

  app.get(
    '/idx_layouts',
    {
      schema: {
        tags: ['site'],
        summary: "The site's layouts",
        response: {
          200: { type: 'object', required: ['data'], properties: { data: { type: 'array', items: idxLayoutSchema } } },
          ...errorResponses(),
        },
      },
    },
    async (request) => ({ data: (await listIdxLayouts(app.db, request.site.id)).map(idxLayoutResource) }),
  )
}
