import { CARD_DESIGN_CATEGORIES, cardDesignProblems, isCardDesignCategory, type CardDesignProblem } from '@idx/domain'
import { currentUser } from '../auth/site-auth.js'
import { ApiError } from '../http/errors.js'
import { parseResourceId } from '../http/resource-id.js'
import type { SchemaTypedApp } from '../http/schema-typed-app.js'
import { errorResponses, resourceBodyWith, resourceDocumentSchema } from '../jsonapi/document-schemas.js'
import { registerVersionRoutes, saveVersioned, versionAuthorName, versionConflictSchema } from '../versions/index.js'
import {
  insertIdxComponent,
  lockIdxComponent,
  setMarketLayoutSlot,
  writeIdxComponent,
} from './idx-components-editor.repository.js'
import { findIdxComponent } from './idx-components.repository.js'
import { idxComponentAttributes, idxComponentRelationships } from './idx-components.schemas.js'
import { idxComponentResource } from './idx-components.service.js'

const designAttributes = {
  name: { type: 'string', description: "The design's name (default 'Custom Listing Card')" },
  stylesheet: {
    type: ['string', 'null'],
    description:
      'CSS for the card, scoped to it: no @import, @font-face, remote url(), position: fixed, z-index above 100 or html/body/:root selectors',
  },
  mobiledoc: { description: 'The Mobiledoc document (0.3.x) of the card: every part of it must be one the card reads' },
} as const

const createBody = resourceBodyWith(
  'idx_components',
  {
    type: 'object',
    additionalProperties: false,
    required: ['category'],
    properties: {
      category: { type: 'string', enum: CARD_DESIGN_CATEGORIES, description: 'listing-card or map-callout' },
      ...designAttributes,
    },
  } as const,
  {
    relationships: {
      type: 'object',
      additionalProperties: false,
      properties: {
        market: {
          type: 'object',
          required: ['data'],
          properties: {
            data: {
              type: 'object',
              required: ['type', 'id'],
              properties: { type: { type: 'string', const: 'markets' }, id: { type: 'string' } },
            },
          },
          description: 'The market whose idx_layout[category] becomes the new component',
        },
      },
    },
  } as const,
)

const updateBody = resourceBodyWith(
  'idx_components',
  {
    type: 'object',
    additionalProperties: false,
    required: ['lock_version'],
    properties: {
      category: { type: 'string', description: 'Cannot change: when sent it must be the current one' },
      ...designAttributes,
      lock_version: { type: 'integer', description: 'The version the designer read (409 when it changed since)' },
    },
  } as const,
  { id: { type: 'string', description: 'When given, the id in the path' } } as const,
)

const idParams = {
  type: 'object',
  required: ['id'],
  properties: { id: { type: 'string', description: 'The component id, a positive integer' } },
} as const

const componentDocument = resourceDocumentSchema('idx_components', idxComponentAttributes, {
  relationships: idxComponentRelationships,
})

/** The 422 for a design the card cannot use, one error per problem, each at its pointer. */
function refuse(problems: readonly CardDesignProblem[]): ApiError {
  const errors = problems.map(({ field, pointer, detail }) => ({
    detail:
      field === 'stylesheet' && pointer !== ''
        ? `stylesheet ${pointer}: ${detail}`
        : `${field}${pointer.startsWith('/') ? ` ${pointer}` : ''}: ${detail}`,
    source: `/data/attributes/${field}${pointer.startsWith('/') ? pointer : ''}`,
  }))
  const [first, ...more] = errors
  return new ApiError(422, first?.detail ?? 'invalid design', first?.source, more)
}

/**
 * The card designer's saves: `POST idx_components` (a new listing card or map callout, made the
 * market's with `relationships.market`), `PATCH idx_components/{id}` (versioned: `lock_version`,
 * 409 when stale) and the versions routes. Administrators only; a design the card cannot read or
 * a stylesheet that reaches outside the card is a 422 naming each problem (`cardDesignProblems`,
 * the rules the designer shows).
 */
export async function idxComponentsEditorRoutes(app: SchemaTypedApp): Promise<void> {
  app.post(
    '/idx_components',
    {
      config: { auth: 'admin' },
      schema: {
        tags: ['admin'],
        summary: "Creates a custom listing card or map callout, and makes it a market's (administrators)",
        description:
          "With `relationships.market` the market's `idx_layout[category]` names the new component, in the same " +
          'transaction, so its visitors see it at once. A document the card cannot read or an unsafe stylesheet is a 422.',
        body: createBody,
        response: { 201: componentDocument, ...errorResponses(400, 403, 404, 422) },
      },
    },
    async (request, reply) => {
      const { attributes, relationships } = request.body.data
      const design = {
        category: attributes.category,
        name: attributes.name ?? (attributes.category === 'map-callout' ? 'Custom Map Callout' : 'Custom Listing Card'),
        stylesheet: attributes.stylesheet ?? '',
        mobiledoc: attributes.mobiledoc ?? { version: '0.3.1', markups: [], atoms: [], cards: [], sections: [] },
      }
      const problems = cardDesignProblems(design)
      if (problems.length > 0 || !isCardDesignCategory(design.category)) throw refuse(problems)
      const category = design.category
      const marketRef = relationships?.market?.data.id
      const marketId = marketRef === undefined ? null : parseResourceId(marketRef)
      if (marketRef !== undefined && marketId === null)
        throw new ApiError(
          404,
          `No market ${marketRef.slice(0, 40)} in this site`,
          '/data/relationships/market/data/id',
        )
      const siteId = request.site.id
      const id = await app.db.transaction().execute(async (trx) => {
        const created = await insertIdxComponent(trx, siteId, { ...design, category })
        if (marketId !== null && !(await setMarketLayoutSlot(trx, siteId, marketId, category, created)))
          throw new ApiError(404, `No market ${marketRef} in this site`, '/data/relationships/market/data/id')
        return created
      })
      const row = await findIdxComponent(app.db, siteId, id)
      if (!row) throw new ApiError(404, `No idx component ${id} in this site`)
      return reply.code(201).send({ data: idxComponentResource(row) })
    },
  )

  app.patch(
    '/idx_components/:id',
    {
      config: { auth: 'admin' },
      schema: {
        tags: ['admin'],
        summary: 'Saves a custom listing card or map callout as a new version (administrators)',
        description:
          'Send the `lock_version` you read: a stale one is a 409 naming who saved since. Every save is kept ' +
          '(`GET idx_components/{id}/versions`). A document the card cannot read or an unsafe stylesheet is a 422.',
        params: idParams,
        body: updateBody,
        response: { 200: componentDocument, 409: versionConflictSchema, ...errorResponses(400, 403, 404, 422) },
      },
    },
    async (request) => {
      const user = currentUser(request)
      const siteId = request.site.id
      const id = parseResourceId(request.params.id)
      const notFound = new ApiError(404, `No idx component ${request.params.id.slice(0, 40)} in this site`)
      if (id === null) throw notFound
      const { lock_version: lockVersion, category, ...sent } = request.body.data.attributes
      const problems = cardDesignProblems(sent)
      if (problems.length > 0) throw refuse(problems)
      const result = await saveVersioned(app.db, {
        siteId,
        subject: 'idx_component',
        subjectId: id,
        what: 'This card design',
        expectedVersion: lockVersion,
        user: { id: user.id, name: versionAuthorName(user) },
        lock: (trx) => lockIdxComponent(trx, siteId, id),
        next: (current) => {
          if (category !== undefined && category !== current.category)
            throw new ApiError(
              422,
              `category cannot change (it is ${String(current.category)})`,
              '/data/attributes/category',
            )
          return { ...current, ...sent, ...(sent.stylesheet === null ? { stylesheet: '' } : {}) }
        },
        write: (trx, document, version) => writeIdxComponent(trx, siteId, id, document, version),
      })
      if (result.outcome === 'not_found') throw notFound
      const row = await findIdxComponent(app.db, siteId, id)
      if (!row) throw notFound
      return { data: idxComponentResource(row) }
    },
  )

  registerVersionRoutes(app, {
    base: '/idx_components',
    subject: 'idx_component',
    tag: 'admin',
    noun: 'card design',
    lock: lockIdxComponent,
    write: writeIdxComponent,
  })
}
