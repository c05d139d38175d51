import type { QueryParams } from '../http/encode-query.js'
import { LEAD_TYPE, type LeadStatus } from './lead-models.js'

// Query strings and bodies of the leads calls (apps/api/README.md "Leads in the admin app").
// Pure: the RTK endpoints and the CSV download build their requests from these.

/** What the leads list (and its export) is narrowed to. */
export interface LeadListFilter {
  /** The search box's words (name, e-mail, phone, message, address, MLS number). */
  readonly q?: string
  readonly status?: LeadStatus | null
}

/** One page of the leads list. */
export interface LeadListQuery extends LeadListFilter {
  /** From 1. */
  readonly page?: number
  readonly pageSize?: number
}

/**
 * The query of `GET leads` (and, without the page, `GET leads.csv`): blank filters left out.
 *
 * @example
 * leadListQuery({ q: ' jane ', status: 'new', page: 2, pageSize: 25 })
 * // { filter: { q: 'jane', status: 'new' }, page: { number: 2, size: 25 } }
 */
export function leadListQuery({ q, status, page, pageSize }: LeadListQuery): QueryParams {
  const filter: Record<string, string> = {}
  if (q?.trim()) filter.q = q.trim()
  if (status) filter.status = status
  const paging: Record<string, number> = {}
  if (page !== undefined) paging.number = page
  if (pageSize !== undefined) paging.size = pageSize
  return {
    ...(Object.keys(filter).length > 0 ? { filter } : {}),
    ...(Object.keys(paging).length > 0 ? { page: paging } : {}),
  }
}

/** A change to a lead: its status, and (administrators) its agent, null for nobody. */
export interface LeadUpdateInput {
  readonly status?: LeadStatus
  readonly assignedAgentId?: string | null
}

/**
 * The body of `PATCH leads/{id}`.
 *
 * @example
 * leadUpdateBody('4', { assignedAgentId: '7' })
 * // { data: { type: 'lead', id: '4', attributes: {}, relationships: { assigned_agent: { data: { type: 'agents', id: '7' } } } } }
 */
export function leadUpdateBody(id: string | number, { status, assignedAgentId }: LeadUpdateInput) {
  return {
    data: {
      type: LEAD_TYPE,
      id: String(id),
      attributes: status === undefined ? {} : { status },
      ...(assignedAgentId === undefined
        ? {}
        : {
            relationships: {
              assigned_agent: { data: assignedAgentId === null ? null : { type: 'agents', id: assignedAgentId } },
            },
          }),
    },
  }
}
