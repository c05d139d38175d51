import { listOutbox } from './outbox.repository.js'
import { outboxPage } from './outbox-page.js'
import type { SchemaTypedApp } from '../http/schema-typed-app.js'

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
  required: ['id', 'to', 'subject', 'text', 'html', 'kind', 'created_at'],
  properties: {
    id: { type: 'integer' },
    to: { type: 'string' },
    subject: { type: 'string' },
    text: { type: 'string' },
    html: { type: ['string', 'null'] },
    kind: { type: 'string', enum: ['email', 'sms'], description: "'sms': a text message to the phone number in `to`" },
    created_at: { type: 'string', format: 'date-time' },
  },
} as const

/** The outbox page's Content-Security-Policy: its one inline stylesheet, nothing else, framed by no one. */
const OUTBOX_POLICY =
  "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'"

/**
 * The development outbox (`config.devOutbox`: no SMTP_URL, not production, and a loopback HOST or
 * IDX_DEV_OUTBOX=1): the mail the server kept instead of sending, so a person can click a sign-in
 * link and tests can read it. Public like a mail catcher, so never registered where real mail goes
 * out, nor by default where strangers can reach it: its links sign anyone in as anyone.
 */
export async function outboxRoutes(app: SchemaTypedApp): Promise<void> {
  app.get(
    '/outbox',
    {
      config: { public: true },
      schema: {
        tags: ['development'],
        summary:
          'The development outbox as a page (only without SMTP_URL, on a loopback HOST or with IDX_DEV_OUTBOX=1, never in production)',
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
        .header('content-security-policy', OUTBOX_POLICY)
        .type('text/html; charset=utf-8')
        .send(outboxPage(entries, request.query.to))
    },
  )

  app.get(
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
