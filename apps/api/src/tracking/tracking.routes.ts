import type { FastifyRequest } from 'fastify'
import { siteAuth } from '../auth/site-auth.js'
import { secretHash } from '../auth/secrets.js'
import { ApiError } from '../http/errors.js'
import { errorResponses } from '../jsonapi/document-schemas.js'
import { findSiteAgent } from '../agents/index.js'
import { sitePhoneCountry } from '../auth/site-phone-country.js'
import { bodyProblem } from './body-problem.js'
import './lead-stored-port.js'
import {
  checkFormFields,
  consentOf,
  isHoneypotFilled,
  leadRow,
  parseId,
  requestHash,
  resolveLeadType,
  sourceUrlOf,
} from './lead.service.js'
import { throttleTracking } from './tracking-throttle.js'
import {
  assignSchema,
  eventSchema,
  formSubmissionSchema,
  identifySchema,
  type AttributionBody,
} from './tracking-schemas.js'
import {
  assignVisitorAgent,
  findLeadBySubmission,
  findSiteListing,
  insertEvent,
  insertLeadOnce,
  insertPerson,
  isSiteMarket,
  recordVisitor,
  type VisitorAttribution,
} from './tracking.repository.js'
import type { SchemaTypedApp } from '../http/schema-typed-app.js'

// Body limits: far above what a real call sends, low enough that one call cannot store much.
const SMALL_BODY = 16 * 1024
const FORM_BODY = 64 * 1024
const USER_AGENT_MAX = 512

function attribution(body: AttributionBody): VisitorAttribution {
  const value = (v: string | null | undefined) => (v == null || v.trim() === '' ? null : v.trim())
  return {
    utm_campaign: value(body.utm_campaign),
    utm_source: value(body.utm_source),
    utm_medium: value(body.utm_medium),
    utm_content: value(body.utm_content),
    utm_term: value(body.utm_term),
    agent_tracking: value(body._cycagt),
  }
}

/** Rejects NUL characters and deep nesting anywhere in the body (after schema validation). */
async function rejectBodyProblems(request: FastifyRequest): Promise<void> {
  const problem = bodyProblem(request.body)
  if (problem) throw new ApiError(400, problem.detail, problem.pointer)
}

/** What is stored of a visitor key: its SHA-256 (the key has 128 random bits or more). */
function keyHashOf(visitorKey: string | undefined): string | null {
  return visitorKey === undefined ? null : secretHash(visitorKey)
}

/** A receipt of a stored (or dropped) submission: the same for a retry, and for a honeypot catch. */
function receipt(submissionId: string, receivedAt: Date) {
  return { status: 'accepted' as const, cyclum_submission_id: submissionId, received_at: receivedAt.toISOString() }
}

/**
 * The tracking service under /api (not /api/v3): identify, events, form submissions (leads) and
 * agent assignment. Bearer-authorised like /api/v3 (the site token, or a user's access token,
 * which also proves who the visitor is). Answers are plain JSON receipts; errors are JSON:API
 * error documents like everywhere else.
 */
/**
 * The visitor a call is about, recorded (first and last seen, first attribution), and the
 * signed-in user when the call carries a user's token: only such a token links them.
 */
async function visitorOf(
  app: SchemaTypedApp,
  request: FastifyRequest,
  body: { vid: string; visitor_key?: string } & Parameters<typeof attribution>[0],
): Promise<{ userId: number | null; visitorId: number }> {
  const userId = request.user?.id ?? null
  const visitorId = await recordVisitor(app.db, {
    siteId: request.site.id,
    vid: body.vid,
    attribution: attribution(body),
    userId,
    keyHash: keyHashOf(body.visitor_key),
  })
  return { userId, visitorId }
}

export async function trackingRoutes(app: SchemaTypedApp): Promise<void> {
  await app.register(siteAuth)
  // Receipts are about one visitor's call: no cache may keep or share them.
  app.addHook('onSend', async function noStore(_request, reply) {
    reply.header('cache-control', 'no-store')
  })

  app.post(
    '/people/identify',
    {
      bodyLimit: SMALL_BODY,
      preValidation: throttleTracking('identify'),
      preHandler: rejectBodyProblems,
      schema: { ...identifySchema, response: { ...identifySchema.response, ...errorResponses(400, 413, 429) } },
    },
    async (request, reply) => {
      const body = request.body
      const { userId, visitorId } = await visitorOf(app, request, body)
      await insertPerson(app.db, {
        siteId: request.site.id,
        visitorId,
        userId,
        remoteActorId: body.remote_actor_id == null ? null : String(body.remote_actor_id),
        person: body.user ?? {},
        formName: body.form_name?.trim() || null,
        customData: body.custom_data ?? {},
        source: body.source?.trim() || null,
      })
      return reply
        .status(202)
        .send({ status: 'accepted', vid: body.vid, user_id: userId === null ? null : String(userId) })
    },
  )

  app.post(
    '/events',
    {
      bodyLimit: SMALL_BODY,
      preValidation: throttleTracking('events'),
      preHandler: rejectBodyProblems,
      schema: { ...eventSchema, response: { ...eventSchema.response, ...errorResponses(400, 413, 429) } },
    },
    async (request, reply) => {
      const body = request.body
      const { userId, visitorId } = await visitorOf(app, request, body)
      await insertEvent(app.db, {
        siteId: request.site.id,
        visitorId,
        userId,
        event: body.event,
        payload: body.payload ?? {},
      })
      return reply.status(202).send({ status: 'accepted' })
    },
  )

  app.post(
    '/form_submissions',
    {
      bodyLimit: FORM_BODY,
      preValidation: throttleTracking('formSubmissions'),
      preHandler: rejectBodyProblems,
      schema: {
        ...formSubmissionSchema,
        response: { ...formSubmissionSchema.response, ...errorResponses(400, 409, 413, 422, 429) },
      },
    },
    async (request, reply) => {
      const body = request.body
      const siteId = request.site.id
      if (isHoneypotFilled(body.form)) {
        // Answered exactly like a stored lead, so a bot learns nothing; nothing is written.
        request.log.info({ form_name: body.form_name }, 'form submission dropped: honeypot filled')
        return reply.status(202).send(receipt(body.cyclum_submission_id, new Date()))
      }

      const stored = await findLeadBySubmission(app.db, siteId, body.cyclum_submission_id)
      if (stored) {
        if (stored.request_hash !== requestHash(body)) throw usedSubmissionId()
        return reply.status(202).send(receipt(body.cyclum_submission_id, stored.created_at))
      }

      const { phoneNumber } = checkFormFields(body, await sitePhoneCountry(app.db, siteId))
      const consent = consentOf(body)
      const sourceUrl = sourceUrlOf(body.source_url, request.headers.referer)
      const listingId = body.property?.id == null ? null : parseId(body.property.id, '/property/id')
      const listing = listingId === null ? undefined : await findSiteListing(app.db, siteId, listingId)
      let marketId = listing?.market_id ?? request.site.defaultMarketId
      if (body.market_id != null) {
        marketId = parseId(body.market_id, '/market_id')
        if (!(await isSiteMarket(app.db, siteId, marketId))) {
          throw new ApiError(400, `No market ${marketId} on this site`, '/market_id')
        }
      }
      let currentAgentId: number | null = null
      if (body.current_agent_id != null) {
        currentAgentId = parseId(body.current_agent_id, '/current_agent_id')
        if (!(await findSiteAgent(app.db, siteId, currentAgentId))) {
          throw new ApiError(400, `No agent ${currentAgentId} works in this site's markets`, '/current_agent_id')
        }
      }
      const userId = request.user?.id ?? null
      const visitorId =
        body.cyclum_vid == null
          ? null
          : await recordVisitor(app.db, {
              siteId,
              vid: body.cyclum_vid,
              attribution: attribution(body),
              userId,
              keyHash: null,
            })

      // The lead, where it goes, its e-mails and its webhook are stored in one transaction (src/leads/).
      const lead = await app.db.transaction().execute(async (trx) => {
        const stored = await insertLeadOnce(
          trx,
          leadRow(body, {
            siteId,
            userId,
            visitorId,
            // A listing that is gone (or another site's) is not linked; the lead keeps `property` as sent.
            listingId: listing?.id ?? null,
            marketId,
            currentAgentId,
            leadType: resolveLeadType(listing, body.form_attributes?.lead_type),
            phoneNumber,
            consent,
            consentAt: new Date(),
            sourceUrl,
            clientAddress: request.ip,
            userAgent: request.headers['user-agent']?.slice(0, USER_AGENT_MAX) ?? null,
          }),
        )
        if (stored.request_hash === requestHash(body)) {
          await app.leadStored(trx, { leadId: stored.id, log: request.log, publicOrigin: app.config.publicUrl })
        }
        return stored
      })
      // Two different bodies racing under one new id: the loser is told, like a later reuse.
      if (lead.request_hash !== requestHash(body)) throw usedSubmissionId()
      request.log.info({ lead_id: lead.id }, 'lead stored')
      return reply.status(202).send(receipt(body.cyclum_submission_id, lead.created_at))
    },
  )

  app.put(
    '/visitors/:vid/assign',
    {
      bodyLimit: SMALL_BODY,
      preValidation: throttleTracking('assign'),
      schema: {
        ...assignSchema,
        response: { ...assignSchema.response, ...errorResponses(400, 403, 404, 413, 429) },
      },
    },
    async (request) => {
      const agentId = parseId(request.body.agent_id, '/agent_id')
      const agent = await findSiteAgent(app.db, request.site.id, agentId)
      if (!agent) throw new ApiError(404, `No agent ${agentId} works in this site's markets`)
      const assignedAt = await assignVisitorAgent(app.db, {
        siteId: request.site.id,
        vid: request.params.vid,
        agentId: agent.id,
        userId: request.user?.id ?? null,
        keyHash: keyHashOf(request.body.visitor_key),
      })
      if (!assignedAt) {
        throw new ApiError(
          403,
          "Only the visitor's own browser can choose its agent: send the visitor_key it keeps beside this vid.",
        )
      }
      return { vid: request.params.vid, agent_id: String(agent.id), assigned_at: assignedAt.toISOString() }
    },
  )
}

function usedSubmissionId(): ApiError {
  return new ApiError(
    409,
    'This cyclum_submission_id was already used for another submission: make a new id for each submission.',
    '/cyclum_submission_id',
  )
}
