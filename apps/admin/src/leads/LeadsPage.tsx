import {
  errorMessage,
  fetchLeadsCsv,
  LEAD_STATUSES,
  leadsFromDocument,
  type LeadRecord,
  type LeadStatus,
} from '@idx/api-client'
import { LEAD_LIST_PAGE_SIZE } from '@idx/api-client/react'
import { AsyncState, asyncStatus, useSiteSession, type SiteApi } from '@idx/app-shell'
import type { LeadsApi } from '../admin-api.js'
import { Heading, Style, useDebouncedValue, useFlash } from '@idx/ui'
import { useEffect, useId, useState } from 'react'
import { Link } from 'react-router'
import { useListParams } from '../list-params.js'
import { leadsTitle } from './lead-access.js'
import { exactTime, LEAD_STATUS_LABELS, relativeTime, telHref } from './lead-format.js'
import { LeadStatusSelect } from './LeadStatusSelect.js'
import { LEADS_CSS } from './leads-styles.js'
import { useLeadsRole } from './useLeadsRole.js'

/** Quiet time after typing in the search box before the list follows it. */
const SEARCH_DEBOUNCE_MS = 350

/** The `status` query parameter as a status, or null (All). */
function statusParam(value: string | null): LeadStatus | null {
  return (LEAD_STATUSES as readonly string[]).includes(value ?? '') ? (value as LeadStatus) : null
}

/** Saves a file the browser holds in memory, as a download link would. */
function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob)
  const link = document.createElement('a')
  link.href = url
  link.download = fileName
  document.body.append(link)
  link.click()
  link.remove()
  // The download has started from the object URL; free it once the click has been handled.
  setTimeout(() => URL.revokeObjectURL(url), 10_000)
}

/**
 * The `leads` route: the site's leads for an administrator, an agent's own as "My Leads". A search
 * box (debounced), status tabs with counts, a table on a laptop and stacked cards on a phone, each
 * lead's status an inline select that saves at once, 'Export CSV' with the filters applied, and
 * paging. The search, status and page live in the address, so a reload or a link keeps them.
 */
export function LeadsPage({ api, leadsApi, apiBaseUrl }: { api: SiteApi; leadsApi: LeadsApi; apiBaseUrl: string }) {
  const { role, guard } = useLeadsRole(api)
  if (guard || !role) return guard
  return <LeadsList api={leadsApi} apiBaseUrl={apiBaseUrl} title={leadsTitle(role)} />
}

function LeadsList({ api, apiBaseUrl, title }: { api: LeadsApi; apiBaseUrl: string; title: string }) {
  const titleId = useId()
  const searchId = useId()
  const session = useSiteSession()
  const flash = useFlash()
  const [params, setParam, setParams] = useListParams()
  const q = params.get('q') ?? ''
  const status = statusParam(params.get('status'))
  const page = Math.max(1, Number(params.get('page')) || 1)
  const [typed, setTyped] = useState(q)
  const settled = useDebouncedValue(typed.trim(), SEARCH_DEBOUNCE_MS)
  const [exporting, setExporting] = useState(false)

  useEffect(
    function followTheSearchBox() {
      if (settled === q.trim()) return
      setParams(
        (current) => {
          const next = new URLSearchParams(current)
          if (settled) next.set('q', settled)
          else next.delete('q')
          next.delete('page')
          return next
        },
        { replace: true },
      )
    },
    [settled, q, setParams],
  )

  const result = api.useGetLeadsQuery({ q, status, page })
  const { leads, total, statusCounts } = leadsFromDocument(result.data)
  const pages = Math.max(1, Math.ceil((total ?? 0) / LEAD_LIST_PAGE_SIZE))
  const allCount = statusCounts ? statusCounts.new + statusCounts.contacted + statusCounts.closed : null
  const now = new Date()

  async function exportCsv() {
    setExporting(true)
    const file = await fetchLeadsCsv({ baseUrl: apiBaseUrl, getToken: session.getToken }, { q, status })
    setExporting(false)
    if (!file.ok) {
      flash(errorMessage(file.error), 'error')
      return
    }
    saveBlob(file.blob, file.fileName)
    flash(`Exported ${file.fileName}`)
  }

  const tabs: { value: LeadStatus | null; label: string; count: number | null }[] = [
    { value: null, label: 'All', count: allCount },
    ...LEAD_STATUSES.map((value) => ({
      value,
      label: LEAD_STATUS_LABELS[value],
      count: statusCounts?.[value] ?? null,
    })),
  ]

  return (
    <main className="admin-page admin-page--leads" aria-labelledby={titleId}>
      <Style id="admin-leads" css={LEADS_CSS} precedence="admin" />
      <Heading level={1} id={titleId}>
        {title}
      </Heading>
      <div className="leads-toolbar">
        <label className="leads-search" htmlFor={searchId}>
          Search leads
          <input
            id={searchId}
            type="search"
            value={typed}
            placeholder="Name, e-mail, phone, message, address or MLS number"
            onChange={(event) => setTyped(event.target.value)}
          />
        </label>
        <button type="button" className="leads-button" disabled={exporting} onClick={() => void exportCsv()}>
          {exporting ? 'Exporting…' : 'Export CSV'}
        </button>
      </div>
      <ul className="leads-tabs" aria-label="Filter by status">
        {tabs.map((tab) => (
          <li key={tab.label}>
            <button
              type="button"
              className="leads-tab"
              aria-pressed={tab.value === status}
              onClick={() => setParam('status', tab.value)}
            >
              {tab.label}
              {tab.count === null ? '' : ` (${tab.count})`}
            </button>
          </li>
        ))}
      </ul>
      <AsyncState status={asyncStatus(result)} label="Loading the leads">
        {leads.length === 0 ? (
          <EmptyLeads searching={q !== '' || status !== null} />
        ) : (
          <>
            <p className="leads-muted" aria-live="polite">
              {total === 1 ? '1 lead' : `${total ?? leads.length} leads`}
            </p>
            <table className="leads-table" aria-label={title}>
              <thead>
                <tr>
                  <th scope="col">Received</th>
                  <th scope="col">Name</th>
                  <th scope="col">Contact</th>
                  <th scope="col">Listing</th>
                  <th scope="col">Status</th>
                  <th scope="col">Agent</th>
                </tr>
              </thead>
              <tbody>
                {leads.map((lead) => (
                  <LeadRow key={lead.id} api={api} lead={lead} now={now} />
                ))}
              </tbody>
            </table>
            <nav className="leads-pager" aria-label="Pages">
              <button
                type="button"
                className="leads-button"
                disabled={page <= 1}
                onClick={() => setParam('page', String(page - 1))}
              >
                Previous
              </button>
              <span>
                Page {Math.min(page, pages)} of {pages}
              </span>
              <button
                type="button"
                className="leads-button"
                disabled={page >= pages}
                onClick={() => setParam('page', String(page + 1))}
              >
                Next
              </button>
            </nav>
          </>
        )}
      </AsyncState>
      {result.isError && result.error ? (
        <p className="leads-muted">{errorMessage(result.error as Parameters<typeof errorMessage>[0])}</p>
      ) : null}
    </main>
  )
}

function EmptyLeads({ searching }: { searching: boolean }) {
  if (searching) {
    return <p className="leads-empty">No leads match this search.</p>
  }
  return (
    <div className="leads-empty">
      <Heading level={2}>No leads yet</Heading>
      <p>
        Leads arrive here when visitors send a form on the site: a listing&apos;s &lsquo;Ask a Question&rsquo;, a
        callback request or a chat. Each one lists who sent it, how to reach them and the home they asked about.
      </p>
    </div>
  )
}

function LeadRow({ api, lead, now }: { api: LeadsApi; lead: LeadRecord; now: Date }) {
  const name = lead.name ?? lead.email ?? `Lead ${lead.id}`
  const agent = lead.assigned_agent_name
  return (
    <tr>
      <td data-label="Received">
        <div>
          <time dateTime={lead.created_at} title={exactTime(lead.created_at)}>
            {relativeTime(lead.created_at, now)}
          </time>
        </div>
      </td>
      <td data-label="Name">
        <div>
          <Link to={`/leads/${encodeURIComponent(lead.id)}`}>{name}</Link>
        </div>
      </td>
      <td data-label="Contact">
        <div>
          {lead.email ? <a href={`mailto:${lead.email}`}>{lead.email}</a> : null}
          {lead.email && lead.phone_number ? <br /> : null}
          {lead.phone_number ? <a href={telHref(lead.phone_number)}>{lead.phone_number}</a> : null}
          {!lead.email && !lead.phone_number ? <span className="leads-muted">None given</span> : null}
        </div>
      </td>
      <td data-label="Listing">
        <div>
          {lead.listing ? (
            <a href={lead.listing.path} target="_blank" rel="noreferrer">
              {lead.listing.title}
            </a>
          ) : (
            (lead.property_address ?? <span className="leads-muted">No listing</span>)
          )}
          {lead.mls_number ? <div className="leads-muted">MLS {lead.mls_number}</div> : null}
        </div>
      </td>
      <td data-label="Status">
        <div>
          <LeadStatusSelect api={api} leadId={lead.id} status={lead.status} label={`Status of ${name}'s lead`} />
        </div>
      </td>
      <td data-label="Agent">
        <div>{agent ?? <span className="leads-muted">Unassigned</span>}</div>
      </td>
    </tr>
  )
}
