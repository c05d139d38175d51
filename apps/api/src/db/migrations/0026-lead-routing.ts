import { sql, type Kysely } from 'kysely'

// Frozen in time. A lead reaches a person: each lead gets a status the brokerage works it through
// (new, contacted, closed), the agent it was routed to and why (the listing's own agent, the
// visitor's chosen agent, or the site's lead recipients), and the e-mail address it was sent to.
// `site_lead_settings` holds a site's lead recipients (with the round-robin position) and its CRM
// webhook (URL and signing secret); `lead_webhook_deliveries` is the webhook's delivery log, one
// row per event (a lead created or updated) with its attempts, kept so an admin can replay one.

export async function up(db: Kysely<unknown>): Promise<void> {
  const statements = [
    sql`alter table leads add column status text not null default 'new'
      check (status in ('new', 'contacted', 'closed'))`,
    sql`alter table leads add column assigned_agent_id integer references agents (id) on delete set null`,
    sql`alter table leads add column routed_via text
      check (routed_via in ('listing-agent', 'assigned-agent', 'lead-recipient', 'unrouted'))`,
    sql`alter table leads add column routed_to text`,
    sql`alter table leads add column updated_at timestamptz not null default now()`,
    sql`create index leads_site_status on leads (site_id, status, created_at desc)`,
    sql`create index leads_assigned_agent on leads (assigned_agent_id, created_at desc) where assigned_agent_id is not null`,
    sql`create table site_lead_settings (
      site_id integer primary key references sites (id) on delete cascade,
      recipients text[] not null default '{}',
      recipient_mode text not null default 'round-robin' check (recipient_mode in ('round-robin', 'all')),
      next_recipient integer not null default 0,
      webhook_url text,
      webhook_secret text,
      updated_at timestamptz not null default now()
    )`,
    sql`create table lead_webhook_deliveries (
      id serial primary key,
      site_id integer not null references sites (id) on delete cascade,
      lead_id integer not null references leads (id) on delete cascade,
      event text not null check (event in ('lead.created', 'lead.updated')),
      url text not null,
      payload jsonb not null,
      status text not null default 'pending' check (status in ('pending', 'delivered', 'failed')),
      attempts integer not null default 0,
      last_status_code integer,
      last_error text,
      next_attempt_at timestamptz,
      delivered_at timestamptz,
      created_at timestamptz not null default now()
    )`,
    sql`create index lead_webhook_deliveries_site on lead_webhook_deliveries (site_id, created_at desc)`,
    sql`create index lead_webhook_deliveries_lead on lead_webhook_deliveries (lead_id)`,
  ]
  for (const statement of statements) await statement.execute(db)
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists lead_webhook_deliveries`.execute(db)
  await sql`drop table if exists site_lead_settings`.execute(db)
  for (const column of ['updated_at', 'routed_to', 'routed_via', 'assigned_agent_id', 'status']) {
    await sql`alter table leads drop column if exists ${sql.ref(column)}`.execute(db)
  }
}
