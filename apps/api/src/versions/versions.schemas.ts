// Schemas of the versions routes every versioned subject registers (versions.routes.ts).
import { resourceDocumentSchema, resourceListDocumentSchema } from '../jsonapi/document-schemas.js'

/** One difference between a version and the one before it (documentChanges in @idx/domain). */
const documentChangeSchema = {
  type: 'object',
  required: ['path', 'kind'],
  properties: {
    path: { type: 'string', description: "JSON Pointer into the document ('' is the whole document)" },
    kind: { type: 'string', enum: ['added', 'removed', 'changed'] },
    before: { description: 'The value before (absent when added)' },
    after: { description: 'The value after (absent when removed)' },
  },
} as const

/** A saved version's attributes. */
export const documentVersionAttributes = {
  version: { type: 'integer', description: 'The lock_version the record held after this save' },
  saved_at: { type: 'string', format: 'date-time' },
  saved_by_name: { type: 'string', description: "Who saved it ('Initial setup': the state before the first save)" },
  document: { type: 'object', additionalProperties: true, description: 'The whole editable document at this version' },
  changes: {
    type: 'array',
    items: documentChangeSchema,
    description: 'What changed since the version before it (empty for the oldest kept)',
  },
} as const

export const documentVersionListSchema = resourceListDocumentSchema('document_versions', documentVersionAttributes, {
  description: 'The saved versions, newest first (at most 100).',
})

export const documentVersionDocumentSchema = resourceDocumentSchema('document_versions', documentVersionAttributes, {
  description:
    'The version the restore saved: its document equals the restored one, its version is the new lock_version.',
})

/** `POST …/versions/{version}/restore`: the lock_version the client read. */
export const restoreBodySchema = {
  type: 'object',
  required: ['data'],
  properties: {
    data: {
      type: 'object',
      required: ['attributes'],
      properties: {
        type: { type: 'string' },
        attributes: {
          type: 'object',
          required: ['lock_version'],
          additionalProperties: false,
          properties: {
            lock_version: { type: 'integer', minimum: 1, description: 'The version the client read' },
          },
        },
      },
    },
  },
} as const

export const versionsParamsSchema = {
  type: 'object',
  required: ['id'],
  properties: { id: { type: 'string', description: 'The record id, a positive integer' } },
} as const

export const restoreParamsSchema = {
  type: 'object',
  required: ['id', 'version'],
  properties: {
    id: { type: 'string', description: 'The record id, a positive integer' },
    version: { type: 'string', description: 'The version to restore, a positive integer' },
  },
} as const
