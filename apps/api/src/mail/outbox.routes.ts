import type { FastifyInstance } from 'fastify'
import { listOutbox } from './outbox.repository.js'
import { outboxPage } from './outbox-page.js'

const querystring = {
  type: 'object',
  additionalProperties: false,
  properties: {
    to: { type: 'string', maxLength: 320, description: 'Only mail to this address (case-insensitive)' },
    limit: { type: 'integer', minimum: 1, maximum: 200, default: 50, description: 'How many messages, newest first' },
  },
} as const

const entrySchema = {
  type: 'object',
  required: ['id', 'to', 'subject', 'text', 'html', 'created_at'],
  properties: {
    id: { type: 'integer' },
    to: { type: 'string' },
    subject: { type: 'string' },
    text: { type: 'string' },
    html: { type: ['string', 'null'] },
    created_at: { type: 'string', format: 'date-time' },
  },
} as const

type OutboxQuery = { to?: string; limit: number }

/**
 * The development outbox (`config.devOutbox`: no SMTP_URL and not production): the mail the
 * server kept instead of sending, so a person can click a sign-in link and tests can read it.
 * Public like a mail catcher: it is never registered where real mail goes out.
 */
export async function outboxRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Querystring: OutboxQuery }>(
    '/outbox',
    {
      config: { public: true },
      schema: {
        tags: ['development'],
        summary: 'The development outbox as a page (only without SMTP_URL, never in production)',
        querystring,
        response: {
          200: {
            description: 'An HTML page listing the kept mail',
            content: { 'text/html': { schema: { type: 'string' } } },
          },
          400: { $ref: 'JsonApiError#' },
        },
      },
    },
    async (request, reply) => {
      const entries = await listOutbox(app.db, request.query)
      return reply
        .header('cache-control', 'no-store')
        .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
        .type('text/html; charset=utf-8')
        .send(outboxPage(entries, request.query.to))
    },
  )

  app.get<{ Querystring: OutboxQuery }>(
    '/outbox.json',
    {
      config: { public: true },
      schema: {
        tags: ['development'],
        summary: 'The development outbox as JSON, newest first (for tests and tools)',
        querystring,
        response: {
          200: { type: 'array', items: entrySchema },
          400: { $ref: 'JsonApiError#' },
        },
      },
    },
    async (request, reply) => {
      const entries = await listOutbox(app.db, request.query)
      return reply.header('cache-control', 'no-store').send(entries)
    },
  )
}
