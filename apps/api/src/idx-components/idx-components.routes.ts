import { ApiError } from '../http/errors.js'
import { errorResponses, resourceDocumentSchema, resourceListDocumentSchema } from '../jsonapi/document-schemas.js'
import { parseResourceId } from '../http/resource-id.js'
import { findIdxComponent, listIdxComponents, listIdxLayouts } from './idx-components.repository.js'
import { idxComponentResource, idxLayoutResource } from './idx-components.service.js'
import type { SchemaTypedApp } from '../http/schema-typed-app.js'
import { idxComponentsEditorRoutes } from './idx-components-editor.routes.js'
import { idxComponentAttributes, idxComponentRelationships } from './idx-components.schemas.js'

const relationships = idxComponentRelationships

const idxLayoutAttributes = {
  name: { type: 'string' },
  components: { description: 'The components per slot, as the UI editor saved them' },
} as const

/**
 * `GET idx_components`, `GET idx_components/{id}` and `GET idx_layouts`: the site's UI-editor work;
 * and the card designer's saves (idx-components-editor.routes.ts).
 */
export async function idxComponentsRoutes(app: SchemaTypedApp): Promise<void> {
  app.get(
    '/idx_components',
    {
      schema: {
        tags: ['site'],
        summary: "The site's UI-editor components (custom listing cards and the like)",
        description: "The components the site's UI editor saved, by id; markets' `idx_layout` names them per slot.",
        response: {
          200: resourceListDocumentSchema('idx_components', idxComponentAttributes, { relationships }),
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
        description: 'A component of another site, an unknown id and a malformed one are all a 404.',
        params: {
          type: 'object',
          required: ['id'],
          properties: { id: { type: 'string', description: 'The component id, a positive integer' } },
        },
        response: {
          200: resourceDocumentSchema('idx_components', idxComponentAttributes, { relationships }),
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
        description: "The site's saved layouts, by id: each maps a slot (listing-card, …) to a component id.",
        response: {
          200: resourceListDocumentSchema('idx_layouts', idxLayoutAttributes, { relationships }),
          ...errorResponses(),
        },
      },
    },
    async (request) => ({ data: (await listIdxLayouts(app.db, request.site.id)).map(idxLayoutResource) }),
  )

  await idxComponentsEditorRoutes(app)
}
