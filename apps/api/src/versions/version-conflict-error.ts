import { ApiError, jsonApiErrorObject, type JsonApiErrorDocument, type JsonApiErrorObject } from '../http/errors.js'

/**
 * The 409 a versioned save answers when the record changed after the client read it: the detail
 * names who saved it and when, and `meta.current_version` (on the error and on the document) is
 * the version to reload.
 *
 * @example
 * throw new VersionConflictError({ what: 'This market', currentVersion: 4, savedByName: 'Ada Admin', savedAt })
 * // detail: 'This market was changed by Ada Admin at 2026-11-29 18:50 UTC after you opened it: reload to see their changes.'
 */
export class VersionConflictError extends ApiError {
  readonly currentVersion: number

  constructor(options: { what: string; currentVersion: number; savedByName?: string | null; savedAt?: Date | null }) {
    super(409, versionConflictDetail(options), '/data/attributes/lock_version')
    this.name = 'VersionConflictError'
    this.currentVersion = options.currentVersion
  }

  override toDocument(): JsonApiErrorDocument & { meta: { current_version: number } } {
    const meta = { current_version: this.currentVersion }
    const error: JsonApiErrorObject & { meta: typeof meta } = {
      ...jsonApiErrorObject(409, this.detail, this.source),
      meta,
    }
    return { errors: [error], meta }
  }
}

/** The conflict's message: who changed the record and when, when known. */
export function versionConflictDetail(options: { what: string; savedByName?: string | null; savedAt?: Date | null }) {
  const who = options.savedByName?.trim() || 'another administrator'
  const when = options.savedAt ? ` at ${versionTime(options.savedAt)}` : ''
  return `${options.what} was changed by ${who}${when} after you opened it: reload to see their changes.`
}

/** A save's moment as the conflict message writes it: '2026-11-29 18:50 UTC'. */
function versionTime(at: Date): string {
  return `${at.toISOString().slice(0, 16).replace('T', ' ')} UTC`
}

/** The 409 response's schema: a JSON:API error document whose `meta.current_version` is the record's version. */
export const versionConflictSchema = {
  type: 'object',
  description:
    'The record changed after the client read it: `meta.current_version` is its version now; reload it, ' +
    'apply the change again and send that lock_version.',
  required: ['errors', 'meta'],
  properties: {
    errors: {
      type: 'array',
      items: {
        type: 'object',
        required: ['status', 'title', 'detail'],
        properties: {
          status: { type: 'string' },
          title: { type: 'string' },
          detail: { type: 'string' },
          source: { $ref: 'JsonApiErrorSource#' },
          meta: { type: 'object', properties: { current_version: { type: 'integer' } } },
        },
      },
    },
    meta: { type: 'object', required: ['current_version'], properties: { current_version: { type: 'integer' } } },
  },
} as const
