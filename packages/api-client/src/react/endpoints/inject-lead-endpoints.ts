import type { EndpointDefinitions } from '@reduxjs/toolkit/query/react'
import type { ApiError } from '../../http/api-result.js'
import type { LeadAgent, LeadRecord, LeadWebhookDeliveryRecord } from '../../leads/lead-models.js'
import { leadListQuery, leadUpdateBody, type LeadListQuery, type LeadUpdateInput } from '../../leads/lead-requests.js'
import type { IdxApiWith } from '../idx-base-api.js'
import { LIST_TAG_ID, listTags, type IdxTag } from '../tags.js'
import { documentOf, type TypedDocument } from '../typed-document.js'
import type { ResourceId } from './resource-id.js'

/** Leads a page of the admin's list. */
export const LEAD_LIST_PAGE_SIZE = 25

/** A change to one lead. */
export interface LeadArg extends LeadUpdateInput {
  readonly id: ResourceId
}

const leadTag = (id: ResourceId): IdxTag => ({ type: 'Lead', id: String(id) })
const LEAD_LIST: IdxTag = { type: 'Lead', id: LIST_TAG_ID }
const deliveriesTag = (leadId: ResourceId): IdxTag => ({ type: 'LeadWebhookDelivery', id: String(leadId) })

/** Tags of a change that succeeded; none for one that failed (nothing changed to refetch). */
function onSuccess<Arg>(tags: (arg: Arg) => IdxTag[]) {
  return (_result: unknown, error: ApiError | undefined, arg: Arg): IdxTag[] => (error ? [] : tags(arg))
}

/**
 * Adds the admin app's lead endpoints (apps/api/README.md "Leads in the admin app"): the list with
 * its search, status and page, one lead with its activity, a change of status or agent, the agents
 * a lead may be given, and the lead's CRM webhook deliveries with their replay. The CSV export is
 * `fetchLeadsCsv` (a file, not a cached document). Not part of `createIdxApi`: only the admin app
 * injects them, so the visitor's site carries none of their code.
 *
 * @example
 * const adminApi = injectLeadEndpoints(createIdxApi(options))
 * const { data } = adminApi.useGetLeadsQuery({ q: 'jane', status: 'new' })
 */
export function injectLeadEndpoints<Definitions extends EndpointDefinitions>(api: IdxApiWith<Definitions>) {
  return api.injectEndpoints({
    endpoints: (build) => ({
      /** `GET leads?filter[q]=&filter[status]=&page[number]=&page[size]=`: newest first, with meta.status_counts. */
      getLeads: build.query<TypedDocument<LeadRecord[]>, LeadListQuery>({
        query: (arg) => ({
          path: 'leads',
          query: leadListQuery({ pageSize: LEAD_LIST_PAGE_SIZE, page: 1, ...arg }),
        }),
        transformResponse: documentOf<LeadRecord[]>(),
        providesTags: (result) => listTags('Lead', result),
      }),

      /** `GET leads/{id}`: the lead with its consent, listing, agent and visitor's activity. */
      getLead: build.query<TypedDocument<LeadRecord | null>, ResourceId>({
        query: (id) => ({ path: `leads/${encodeURIComponent(id)}` }),
        transformResponse: documentOf<LeadRecord | null>(),
        providesTags: (_result, _error, id) => [leadTag(id)],
      }),

      /** `PATCH leads/{id}`: its status, and (administrators) its agent. */
      updateLead: build.mutation<TypedDocument<LeadRecord | null>, LeadArg>({
        query: ({ id, ...input }) => ({
          method: 'PATCH',
          path: `leads/${encodeURIComponent(id)}`,
          body: leadUpdateBody(id, input),
        }),
        transformResponse: documentOf<LeadRecord | null>(),
        invalidatesTags: onSuccess(({ id }) => [leadTag(id), LEAD_LIST, deliveriesTag(id)]),
      }),

      /** `GET lead_agents` (administrators): the agents a lead may be assigned to. */
      getLeadAgents: build.query<TypedDocument<LeadAgent[]>, void>({
        query: () => ({ path: 'lead_agents' }),
        transformResponse: documentOf<LeadAgent[]>(),
        providesTags: [{ type: 'Agent', id: 'LEAD_AGENTS' }],
      }),

      /** `GET lead_webhook_deliveries?filter[lead]=` (administrators): the lead's CRM webhook deliveries, newest first. */
      getLeadWebhookDeliveries: build.query<TypedDocument<LeadWebhookDeliveryRecord[]>, ResourceId>({
        query: (leadId) => ({ path: 'lead_webhook_deliveries', query: { filter: { lead: String(leadId) } } }),
        transformResponse: documentOf<LeadWebhookDeliveryRecord[]>(),
        providesTags: (_result, _error, leadId) => [deliveriesTag(leadId)],
      }),

      /** `POST lead_webhook_deliveries/{id}/replay` (202): sends the delivery's payload again now. */
      replayLeadWebhookDelivery: build.mutation<unknown, { readonly id: ResourceId; readonly leadId: ResourceId }>({
        query: ({ id }) => ({ method: 'POST', path: `lead_webhook_deliveries/${encodeURIComponent(id)}/replay` }),
        invalidatesTags: onSuccess(({ leadId }) => [deliveriesTag(leadId)]),
      }),
    }),
  })
}
