import { describe, expect, it } from 'vitest'
import { encodeQuery } from '../http/encode-query.js'
import { attachmentFileName, fetchLeadsCsv } from './fetch-leads-csv.js'
import { leadFromDocument, leadsFromDocument } from './lead-models.js'
import { leadListQuery, leadUpdateBody } from './lead-requests.js'

describe('leadListQuery', () => {
  it('sends the trimmed search, the status and the page, and leaves blanks out', () => {
    expect(encodeQuery(leadListQuery({ q: ' jane ', status: 'new', page: 2, pageSize: 25 }))).toBe(
      'filter[q]=jane&filter[status]=new&page[number]=2&page[size]=25',
    )
    expect(leadListQuery({ q: '  ', status: null })).toEqual({})
  })
})

describe('leadUpdateBody', () => {
  it('carries a status as an attribute and an agent (or nobody) as a relationship', () => {
    expect(leadUpdateBody('4', { status: 'closed' })).toEqual({
      data: { type: 'lead', id: '4', attributes: { status: 'closed' } },
    })
    expect(leadUpdateBody(4, { assignedAgentId: null }).data).toMatchObject({
      attributes: {},
      relationships: { assigned_agent: { data: null } },
    })
  })
})

describe('leadsFromDocument', () => {
  it('reads the leads, the total, the status counts and each lead’s included agent', () => {
    const document = {
      data: [
        {
          type: 'lead',
          id: '4',
          attributes: { status: 'new', name: 'Jane Buyer' },
          relationships: { assigned_agent: { data: { type: 'agents', id: '1' } } },
        },
      ],
      included: [{ type: 'agents', id: '1', attributes: { first_name: 'Ada', last_name: 'Lovelace' } }],
      meta: { total: 1, status_counts: { new: 1, contacted: 2, closed: 0 } },
    }
    const { leads, total, statusCounts } = leadsFromDocument(document)
    expect(total).toBe(1)
    expect(statusCounts).toEqual({ new: 1, contacted: 2, closed: 0 })
    expect(leads[0]).toMatchObject({ id: '4', name: 'Jane Buyer', assigned_agent: { last_name: 'Lovelace' } })
    expect(leadFromDocument({ data: document.data[0] })?.id).toBe('4')
    expect(leadFromDocument(null)).toBeNull()
  })
})

describe('fetchLeadsCsv', () => {
  it('fetches the export with the bearer token and the filters, and names the file as the server did', async () => {
    const calls: { url: string; init: RequestInit }[] = []
    const result = await fetchLeadsCsv(
      {
        baseUrl: 'http://api.test',
        getToken: () => 'idx_at_token',
        fetch: async (url, init) => {
          calls.push({ url, init })
          return new Response('created,status\r\n', {
            headers: { 'content-disposition': 'attachment; filename="leads-test-2026-11-29.csv"' },
          })
        },
      },
      { q: 'oak', status: 'new' },
    )
    expect(calls[0]?.url).toBe('http://api.test/api/v3/leads.csv?filter[q]=oak&filter[status]=new')
    expect((calls[0]?.init.headers as Record<string, string>).authorization).toBe('Bearer idx_at_token')
    expect(result.ok && result.fileName).toBe('leads-test-2026-11-29.csv')
    expect(result.ok && (await result.blob.text())).toBe('created,status\r\n')
  })

  it('answers the error document of a refusal', async () => {
    const result = await fetchLeadsCsv(
      {
        baseUrl: '',
        getToken: () => null,
        fetch: async () => new Response(JSON.stringify({ errors: [{ detail: 'no' }] }), { status: 403 }),
      },
      {},
    )
    expect(result).toEqual({ ok: false, error: { status: 403, data: { errors: [{ detail: 'no' }] } } })
  })

  it('falls back to leads.csv without a file name', () => {
    expect(attachmentFileName(null)).toBe('leads.csv')
  })
})
