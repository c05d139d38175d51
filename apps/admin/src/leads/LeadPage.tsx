import {
  errorMessage,
  leadFromDocument,
  type ApiError,
  type LeadActivityEntry,
  type LeadRecord,
  type LeadWebhookDeliveryRecord,
} from '@idx/api-client'
import { normalizeCached } from '@idx/api-client/react'
import { AsyncState, asyncStatus, type SiteApi } from '@idx/app-shell'
import type { LeadsApi } from '../admin-api.js'
import { ADMIN_ROUTE_PATHS, formatPrice } from '@idx/domain'
import { Heading, Style, useFlash } from '@idx/ui'
import { useId, type ReactNode } from 'react'
import { Link, useParams } from 'react-router'
import { leadsTitle, type LeadsRole } from './lead-access.js'
import { exactTime, LEAD_STATUS_LABELS, relativeTime, ROUTED_VIA_LABELS, telHref } from './lead-format.js'
import { LeadStatusSelect } from './LeadStatusSelect.js'
import { LEADS_CSS } from './leads-styles.js'
import { useLeadsRole } from './useLeadsRole.js'

/**
 * The `lead` route: one lead, with its message, contact, consent record, the listing's card, its
 * status and (administrators) its agent, what the visitor did on the site, and (administrators)
 * the CRM webhook's deliveries with a Replay for each.
 */
export function LeadPage({ api, leadsApi }: { api: SiteApi; leadsApi: LeadsApi }) {
  const { role, guard } = useLeadsRole(api)
  const { id = '' } = useParams()
  if (guard || !role) return guard
  return <LeadDetail api={leadsApi} id={id} role={role} />
}

function LeadDetail({ api, id, role }: { api: LeadsApi; id: string; role: Exclude<LeadsRole, 'none'> }) {
  const titleId = useId()
  const result = api.useGetLeadQuery(id)
  const lead = leadFromDocument(result.data)
  const notFound = result.isError && (result.error as { status?: unknown } | undefined)?.status === 404
  return (
    <main className="admin-page admin-page--leads" aria-labelledby={titleId}>
      <Style id="admin-leads" css={LEADS_CSS} precedence="admin" />
      <Link className="lead-back" to={ADMIN_ROUTE_PATHS.leads}>
        ← Back to {leadsTitle(role)}
      </Link>
      {notFound ? (
        <>
          <Heading level={1} id={titleId}>
            Lead not found
          </Heading>
          <p>There is no lead here that you may see.</p>
        </>
      ) : (
        <AsyncState status={asyncStatus(result)} label="Loading the lead">
          {lead ? <LeadContent api={api} lead={lead} role={role} titleId={titleId} /> : null}
        </AsyncState>
      )}
    </main>
  )
}

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </>
  )
}

function LeadContent({
  api,
  lead,
  role,
  titleId,
}: {
  api: LeadsApi
  lead: LeadRecord
  role: Exclude<LeadsRole, 'none'>
  titleId: string
}) {
  const name = lead.name ?? lead.email ?? `Lead ${lead.id}`
  const now = new Date()
  return (
    <>
      <Heading level={1} id={titleId}>
        {name}
      </Heading>
      <p className="leads-muted">
        Received <time dateTime={lead.created_at}>{exactTime(lead.created_at)}</time> (
        {relativeTime(lead.created_at, now)}) · {LEAD_STATUS_LABELS[lead.status]}
      </p>
      <div className="lead-grid">
        <div>
          <section className="lead-section" aria-labelledby={`${titleId}-message`}>
            <h2 id={`${titleId}-message`}>Message</h2>
            {lead.message ? <p className="lead-message">{lead.message}</p> : <p className="leads-muted">No message.</p>}
          </section>
          <section className="lead-section" aria-labelledby={`${titleId}-contact`}>
            <h2 id={`${titleId}-contact`}>Contact</h2>
            <dl className="lead-facts">
              <Fact term="Name">{lead.name ?? '—'}</Fact>
              <Fact term="Email">{lead.email ? <a href={`mailto:${lead.email}`}>{lead.email}</a> : '—'}</Fact>
              <Fact term="Phone">
                {lead.phone_number ? <a href={telHref(lead.phone_number)}>{lead.phone_number}</a> : '—'}
              </Fact>
              <Fact term="Form">{lead.form_name}</Fact>
              <Fact term="Page">
                {lead.source_url ? (
                  <a href={lead.source_url} target="_blank" rel="noreferrer">
                    {lead.source_url}
                  </a>
                ) : (
                  '—'
                )}
              </Fact>
            </dl>
          </section>
          <section className="lead-section" aria-labelledby={`${titleId}-consent`}>
            <h2 id={`${titleId}-consent`}>Consent</h2>
            <dl className="lead-facts">
              <Fact term="Opted in">{lead.consent.opt_in ? 'Yes' : 'No'}</Fact>
              <Fact term="Text shown">{lead.consent.text ?? '—'}</Fact>
              <Fact term="When">
                <time dateTime={lead.consent.at}>{exactTime(lead.consent.at)}</time>
              </Fact>
              <Fact term="On page">{lead.consent.page ?? '—'}</Fact>
            </dl>
          </section>
          <LeadActivitySection lead={lead} titleId={titleId} />
        </div>
        <div>
          <section className="lead-section" aria-labelledby={`${titleId}-listing`}>
            <h2 id={`${titleId}-listing`}>Listing</h2>
            {lead.listing ? (
              <div className="lead-listing">
                {lead.listing.photo ? <img src={lead.listing.photo} alt="" /> : null}
                <div>
                  <a href={lead.listing.path} target="_blank" rel="noreferrer">
                    {lead.listing.title}
                  </a>
                  <div>{lead.listing.address}</div>
                  <div>{lead.listing.price === null ? 'Price not shown' : formatPrice(lead.listing.price)}</div>
                  {lead.listing.mls_number ? <div className="leads-muted">MLS {lead.listing.mls_number}</div> : null}
                </div>
              </div>
            ) : (
              <p>
                {lead.property_address ?? 'No listing.'}
                {lead.mls_number ? ` (MLS ${lead.mls_number})` : ''}
              </p>
            )}
          </section>
          <section className="lead-section" aria-labelledby={`${titleId}-handling`}>
            <h2 id={`${titleId}-handling`}>Handling</h2>
            <dl className="lead-facts">
              <Fact term="Status">
                <LeadStatusSelect api={api} leadId={lead.id} status={lead.status} label="Status" />
              </Fact>
              <Fact term="Agent">
                {role === 'admin' ? <AssignAgent api={api} lead={lead} /> : (lead.assigned_agent_name ?? 'Unassigned')}
              </Fact>
              <Fact term="Routed">{lead.routed_via ? ROUTED_VIA_LABELS[lead.routed_via] : 'Not routed yet'}</Fact>
              <Fact term="Sent to">{lead.routed_to ?? '—'}</Fact>
            </dl>
          </section>
          {role === 'admin' ? <WebhookDeliveries api={api} leadId={lead.id} titleId={titleId} /> : null}
        </div>
      </div>
    </>
  )
}

function AssignAgent({ api, lead }: { api: LeadsApi; lead: LeadRecord }) {
  const id = useId()
  const flash = useFlash()
  const agents = api.useGetLeadAgentsQuery()
  const [updateLead, { isLoading }] = api.useUpdateLeadMutation()
  const list = agents.data ? normalizeCached(agents.data).data : []
  const current = lead.assigned_agent?.id ?? ''
  const known = list.some((agent) => agent.id === current)
  const nameOf = (agent: { first_name?: string; last_name?: string; id: string }) =>
    [agent.first_name, agent.last_name].filter(Boolean).join(' ') || `Agent ${agent.id}`

  async function assign(agentId: string) {
    const result = await updateLead({ id: lead.id, assignedAgentId: agentId === '' ? null : agentId })
    if ('error' in result && result.error) flash(errorMessage(result.error as ApiError), 'error')
    else flash(agentId === '' ? 'The lead is unassigned' : 'The lead was reassigned')
  }

  return (
    <label className="lead-assign" htmlFor={id}>
      <span className="leads-muted">Assigned agent</span>
      <select
        id={id}
        value={current}
        disabled={isLoading || agents.isLoading}
        onChange={(event) => void assign(event.target.value)}
      >
        <option value="">Unassigned</option>
        {current && !known ? <option value={current}>{lead.assigned_agent_name ?? `Agent ${current}`}</option> : null}
        {list.map((agent) => (
          <option key={agent.id} value={agent.id}>
            {nameOf(agent)}
            {agent.has_account ? '' : ' (no account)'}
          </option>
        ))}
      </select>
    </label>
  )
}

function ActivityList({
  title,
  entries,
  render,
}: {
  title: string
  entries: readonly LeadActivityEntry[]
  render: (entry: LeadActivityEntry) => ReactNode
}) {
  return (
    <>
      <h3>{title}</h3>
      {entries.length === 0 ? (
        <p className="leads-muted">None.</p>
      ) : (
        <ol className="lead-timeline" aria-label={title}>
          {entries.map((entry, index) => (
            <li key={`${entry.at}-${index}`}>
              <time className="leads-muted" dateTime={entry.at}>
                {exactTime(entry.at)}
              </time>{' '}
              {render(entry)}
            </li>
          ))}
        </ol>
      )}
    </>
  )
}

function listingLink(entry: LeadActivityEntry): ReactNode {
  const title = entry.title ?? 'A listing'
  const price = entry.price == null ? '' : ` · ${formatPrice(entry.price)}`
  return (
    <>
      {entry.path ? (
        <a href={entry.path} target="_blank" rel="noreferrer">
          {title}
        </a>
      ) : (
        title
      )}
      {entry.address ? `, ${entry.address}` : ''}
      {price}
    </>
  )
}

function LeadActivitySection({ lead, titleId }: { lead: LeadRecord; titleId: string }) {
  const activity = lead.activity
  if (!activity) return null
  return (
    <section className="lead-section" aria-labelledby={`${titleId}-activity`}>
      <h2 id={`${titleId}-activity`}>Activity</h2>
      <ActivityList title="Listings viewed" entries={activity.viewed_listings} render={listingLink} />
      <ActivityList
        title="Listings saved"
        entries={activity.saved_listings}
        render={(entry) => (
          <>
            {listingLink(entry)}
            {entry.collection ? ` (in ${entry.collection})` : ''}
          </>
        )}
      />
      <ActivityList
        title="Saved searches"
        entries={activity.saved_searches}
        render={(entry) => (
          <>
            <strong>{entry.name}</strong>
            {entry.filters && entry.filters.length > 0 ? `: ${entry.filters.join('; ')}` : ': every home'}
          </>
        )}
      />
      <ActivityList
        title="Searches"
        entries={activity.searches}
        render={(entry) => (entry.filters && entry.filters.length > 0 ? entry.filters.join('; ') : 'Every home')}
      />
    </section>
  )
}

const DELIVERY_LABELS: Record<LeadWebhookDeliveryRecord['status'], string> = {
  pending: 'Pending',
  delivered: 'Delivered',
  failed: 'Failed',
}

function WebhookDeliveries({ api, leadId, titleId }: { api: LeadsApi; leadId: string; titleId: string }) {
  const flash = useFlash()
  const result = api.useGetLeadWebhookDeliveriesQuery(leadId)
  const [replay, { isLoading, originalArgs }] = api.useReplayLeadWebhookDeliveryMutation()
  const deliveries = result.data ? normalizeCached(result.data).data : []

  async function replayDelivery(id: string) {
    const outcome = await replay({ id, leadId })
    if ('error' in outcome && outcome.error) flash(errorMessage(outcome.error as ApiError), 'error')
    else flash('The delivery is being sent again')
  }

  return (
    <section className="lead-section" aria-labelledby={`${titleId}-webhook`}>
      <h2 id={`${titleId}-webhook`}>CRM webhook</h2>
      <AsyncState status={asyncStatus(result)} label="Loading the deliveries">
        {deliveries.length === 0 ? (
          <p className="leads-muted">No deliveries: the site has no CRM webhook, or it was set up after this lead.</p>
        ) : (
          <ul className="lead-deliveries" aria-label="Deliveries">
            {deliveries.map((delivery) => (
              <li key={delivery.id}>
                <span>
                  <strong>{delivery.event}</strong> · {DELIVERY_LABELS[delivery.status] ?? delivery.status} ·{' '}
                  {delivery.attempts === 1 ? '1 attempt' : `${delivery.attempts} attempts`}
                  {delivery.last_status_code ? ` · HTTP ${delivery.last_status_code}` : ''}
                  {delivery.last_error ? (
                    <>
                      <br />
                      <span className="leads-muted">Last error: {delivery.last_error}</span>
                    </>
                  ) : null}
                </span>
                <button
                  type="button"
                  className="lead-replay"
                  disabled={isLoading && originalArgs?.id === delivery.id}
                  aria-label={`Replay ${delivery.event} delivery ${delivery.id}`}
                  onClick={() => void replayDelivery(delivery.id)}
                >
                  Replay
                </button>
              </li>
            ))}
          </ul>
        )}
      </AsyncState>
    </section>
  )
}
