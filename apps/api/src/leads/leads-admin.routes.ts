import type { FastifyRequest } from 'fastify'
import { currentUser } from '../auth/site-auth.js'
import { findSiteAgent } from '../agents/index.js'
import { siteAgentIdOf } from '../collections/index.js'
import { ApiError, PermissionError } from '../http/errors.js'
import { parseResourceId } from '../http/resource-id.js'
import type { SchemaTypedApp } from '../http/schema-typed-app.js'
import { errorResponses } from '../jsonapi/document-schemas.js'
import { pageLinks } from '../jsonapi/page-links.js'
import { siteOrigin } from '../mail/site-origin.js'
import type { LeadStatus } from './leads.tables.js'
import { recordLeadUpdated } from './index.js'
import {
  countLeadsByStatus,
  findAssignableAgents,
  findLeadPage,
  findScopedLead,
  lockScopedLead,
  updateLead,
  type LeadScope,
} from './leads-admin.repository.js'
import {
  assignableAgentsDocumentSchema,
  LEAD_STATUSES,
  leadCsvQuerySchema,
  LEADS_CSV_MAX,
  leadDocumentSchema,
  leadIdParams,
  leadListDocumentSchema,
  leadListQuerySchema,
  updateLeadBodySchema,
} from './leads-admin.schemas.js'
import { includedAgents, leadActivity, leadCsvRecord, leadResource } from './leads-admin.service.js'
import { leadsCsv, leadsCsvFileName } from './leads-csv.js'

export const LEADS_FORBIDDEN = "Only the site's administrators and agents see its leads."
export const LEAD_NOT_FOUND = 'Lead not found.'
const ASSIGNABLE_AGENTS_MAX = 1000

/** Who is asking: an administrator (the admin scope) sees the site's leads, an agent their own. */
type LeadViewer = { role: 'admin'; scope: LeadScope } | { role: 'agent'; scope: LeadScope }

/**
 * The caller's view of the leads: a session with the admin scope sees every lead of the site; a
 * user who is one of the site's agents (users.agent_id) the leads assigned to them; anyone else
 * 403, and the site token 401.
 */
async function leadViewer(app: SchemaTypedApp, request: FastifyRequest): Promise<LeadViewer> {
  const user = currentUser(request)
  const siteId = request.site.id
  if (user.isAdmin && user.scopes.includes('admin')) return { role: 'admin', scope: { siteId, agentId: null } }
  const agentId = await siteAgentIdOf(app.db, siteId, user.id)
  if (agentId === null) throw new PermissionError(LEADS_FORBIDDEN)
  return { role: 'agent', scope: { siteId, agentId } }
}

const trimmedQuery = (q: string | undefined) => (q?.trim() ? q.trim() : null)

/**
 * The leads of the admin app (apps/admin "Leads"): the list with its search and status filter,
 * one lead with its visitor's activity, a change of status or agent, the CSV export, and the
 * agents a lead may be given.
 */
export async function leadsAdminRoutes(app: SchemaTypedApp): Promise<void> {
  const tags = ['leads']

  app.get(
    '/leads',
    {
      config: { auth: 'user' },
      schema: {
        tags,
        summary: "The site's leads, newest first (an agent: those assigned to them)",
        description:
          'A session with the admin scope reads every lead of the site; a user who is one of its agents the ' +
          'leads assigned to them; any other user 403, the site token 401. filter[q] finds words in the name, ' +
          "e-mail, phone (by its digits), message, or the listing's address or MLS number; filter[status] " +
          "narrows to 'new', 'contacted' or 'closed'. meta.total counts the matches, meta.status_counts the " +
          'matches of the search in each status.',
        querystring: leadListQuerySchema,
        response: { 200: leadListDocumentSchema, ...errorResponses(400, 403) },
      },
    },
    async (request) => {
      const viewer = await leadViewer(app, request)
      const q = trimmedQuery(request.query['filter[q]'])
      const status = request.query['filter[status]'] ?? null
      const page = { number: request.query['page[number]'], size: request.query['page[size]'] }
      const [{ rows, total }, counts] = await Promise.all([
        findLeadPage(app.db, viewer.scope, { q, status }, page),
        countLeadsByStatus(app.db, viewer.scope, q),
      ])
      const linkFilter: Record<string, string> = {}
      if (q) linkFilter['filter[q]'] = encodeURIComponent(q)
      if (status) linkFilter['filter[status]'] = status
      return {
        data: rows.map((row) => leadResource(row)),
        included: includedAgents(rows),
        meta: { total, status_counts: counts },
        links: pageLinks('/api/v3/leads', page, total, linkFilter),
      }
    },
  )

  app.get(
    '/leads.csv',
    {
      config: { auth: 'user' },
      schema: {
        tags,
        summary: 'The leads as a CSV file, with the same filters as the list',
        description:
          'RFC 4180 CSV (UTF-8 with a byte-order mark, CRLF lines) as an attachment named ' +
          'leads-<site>-<date>.csv; columns: created, status, name, email, phone, message, listing, mls number, ' +
          'assigned agent, routed via, source url, consent. A cell starting with =, +, - or @ gets a leading ' +
          `' so a spreadsheet never runs it. Newest first, at most ${LEADS_CSV_MAX} leads. Who sees what as in GET /leads.`,
        querystring: leadCsvQuerySchema,
        produces: ['text/csv'],
        response: {
          200: { description: 'The CSV file', type: 'string' },
          ...errorResponses(400, 403),
        },
      },
    },
    async (request, reply) => {
      const viewer = await leadViewer(app, request)
      const q = trimmedQuery(request.query['filter[q]'])
      const status = request.query['filter[status]'] ?? null
      const [{ rows }, origin] = await Promise.all([
        findLeadPage(app.db, viewer.scope, { q, status }, { number: 1, size: LEADS_CSV_MAX }),
        siteOrigin(app.db, app.config, request.site.id),
      ])
      const name = leadsCsvFileName(request.site.name, new Date())
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${name}"`)
        .header('cache-control', 'no-store')
        .send(leadsCsv(rows.map((row) => leadCsvRecord(row, origin))))
    },
  )

  app.get(
    '/leads/:id',
    {
      config: { auth: 'user' },
      schema: {
        tags,
        summary: 'One lead, with its consent record, listing, agent and what its visitor did on the site',
        description:
          "Who sees it as in GET /leads; to anyone else, and for another site's or a missing lead, 404 " +
          `('${LEAD_NOT_FOUND}'). activity lists the listings the visitor viewed and saved, their saved ` +
          'searches (filters in words) and the searches they ran, most recent first.',
        params: leadIdParams,
        response: { 200: leadDocumentSchema, ...errorResponses(403, 404) },
      },
    },
    async (request) => {
      const viewer = await leadViewer(app, request)
      const id = parseResourceId(request.params.id)
      const row = id === null ? undefined : await findScopedLead(app.db, viewer.scope, id)
      if (!row) throw new ApiError(404, LEAD_NOT_FOUND)
      const activity = await leadActivity(app.db, request.site.id, row)
      return { data: leadResource(row, { activity }), included: includedAgents([row]) }
    },
  )

  app.patch(
    '/leads/:id',
    {
      config: { auth: 'user' },
      schema: {
        tags,
        summary: "Changes a lead's status, or (administrators) the agent it is assigned to",
        description:
          "attributes.status is 'new', 'contacted' or 'closed' (422 at /data/attributes/status otherwise). " +
          'An administrator may set relationships.assigned_agent to one of the agents of the site (GET ' +
          '/lead_agents) or null (422 at /data/relationships/assigned_agent/data/id for any other); an agent ' +
          'may not (403 at /data/relationships/assigned_agent). A change fires the lead.updated webhook. ' +
          "Answers the lead document; a data.id other than the path's is 409.",
        params: leadIdParams,
        body: updateLeadBodySchema,
        response: { 200: leadDocumentSchema, ...errorResponses(400, 403, 404, 409, 422) },
      },
    },
    async (request) => {
      const viewer = await leadViewer(app, request)
      const id = parseResourceId(request.params.id)
      const { data } = request.body
      if (id === null) throw new ApiError(404, LEAD_NOT_FOUND)
      if (data.id !== undefined && data.id !== String(id)) {
        throw new ApiError(409, "data.id must be the lead's id", '/data/id')
      }
      const change: { status?: LeadStatus; assigned_agent_id?: number | null } = {}
      const status = data.attributes.status
      if (status !== undefined) {
        if (!(LEAD_STATUSES as readonly string[]).includes(status)) {
          throw ApiError.unprocessable([
            { pointer: '/data/attributes/status', detail: `status must be one of ${LEAD_STATUSES.join(', ')}` },
          ])
        }
        change.status = status as LeadStatus
      }
      const assignment = data.relationships?.assigned_agent
      if (assignment !== undefined) {
        if (viewer.role !== 'admin') {
          throw new ApiError(403, 'Only administrators reassign leads.', '/data/relationships/assigned_agent')
        }
        const agentId = assignment.data === null ? null : parseResourceId(assignment.data.id)
        const agent = agentId === null ? undefined : await findSiteAgent(app.db, request.site.id, agentId)
        if (assignment.data !== null && !agent) {
          throw ApiError.unprocessable([
            {
              pointer: '/data/relationships/assigned_agent/data/id',
              detail: `No agent ${String(assignment.data.id).slice(0, 40)} works for this site`,
            },
          ])
        }
        change.assigned_agent_id = agent?.id ?? null
      }
      await app.db.transaction().execute(async (trx) => {
        const locked = await lockScopedLead(trx, viewer.scope, id)
        if (!locked) throw new ApiError(404, LEAD_NOT_FOUND)
        const changed =
          (change.status !== undefined && change.status !== locked.status) ||
          (change.assigned_agent_id !== undefined && change.assigned_agent_id !== locked.assigned_agent_id)
        if (!changed) return
        await updateLead(trx, id, change)
        await recordLeadUpdated(trx, { siteId: request.site.id, leadId: id })
      })
      // An agent who gave the lead away no longer sees it: answer with the site's view of it.
      const row = await findScopedLead(app.db, { siteId: request.site.id, agentId: null }, id)
      if (!row) throw new ApiError(404, LEAD_NOT_FOUND)
      const activity = await leadActivity(app.db, request.site.id, row)
      return { data: leadResource(row, { activity }), included: includedAgents([row]) }
    },
  )

  app.get(
    '/lead_agents',
    {
      config: { auth: 'admin' },
      schema: {
        tags,
        summary: 'The agents a lead may be assigned to (administrators)',
        description:
          "The agents working in the feeds of the site's markets, those who are a user of the site (and so see " +
          `their leads in the admin app) first, then by last and first name; at most ${ASSIGNABLE_AGENTS_MAX}.`,
        response: { 200: assignableAgentsDocumentSchema, ...errorResponses(403) },
      },
    },
    async (request) => {
      const rows = await findAssignableAgents(app.db, request.site.id, ASSIGNABLE_AGENTS_MAX)
      return {
        data: rows.map((row) => ({
          type: 'agents',
          id: String(row.id),
          attributes: {
            first_name: row.first_name,
            last_name: row.last_name,
            email: row.email,
            has_account: Boolean(row.has_account),
          },
        })),
        meta: { total: rows.length },
      }
    },
  )
}
