import { sql, type Kysely } from 'kysely'

// The tracking service (`/api/people/identify`, `/api/events`, `/api/form_submissions`,
// `/api/visitors/{vid}/assign`). A visitor is a browser's `vid` on one site; people rows record
// who a visitor said (or, with a user's access token, proved) they are; events are the metrics
// stream; leads are form submissions with the consent record a brokerage needs to prove opt-in.
// `user_id` columns are set only from a user's access token; `remote_actor_id` is what the caller
// claimed and is kept as text, never trusted.

export async function up(db: Kysely<unknown>): Promise<void> {
  const statements = [
    sql`create table tracking_visitors (
      id integer generated always as identity primary key,
      site_id integer not null references sites(id) on delete cascade,
      vid text not null,
      user_id integer references users(id) on delete set null,
      assigned_agent_id integer references agents(id) on delete set null,
      assigned_at timestamptz,
      utm_campaign text,
      utm_source text,
      utm_medium text,
      utm_content text,
      utm_term text,
      agent_tracking text,
      first_seen_at timestamptz not null default now(),
      last_seen_at timestamptz not null default now()
    )`,
    sql`create unique index tracking_visitors_site_vid on tracking_visitors (site_id, vid)`,
    sql`create index tracking_visitors_user on tracking_visitors (user_id) where user_id is not null`,
    sql`create table tracking_people (
      id integer generated always as identity primary key,
      site_id integer not null references sites(id) on delete cascade,
      visitor_id integer not null references tracking_visitors(id) on delete cascade,
      user_id integer references users(id) on delete set null,
      remote_actor_id text,
      person jsonb not null default '{}'::jsonb,
      form_name text,
      custom_data jsonb not null default '{}'::jsonb,
      source text,
      created_at timestamptz not null default now()
    )`,
    sql`create index tracking_people_visitor on tracking_people (visitor_id, created_at)`,
    sql`create table tracking_events (
      id bigint generated always as identity primary key,
      site_id integer not null references sites(id) on delete cascade,
      visitor_id integer not null references tracking_visitors(id) on delete cascade,
      user_id integer references users(id) on delete set null,
      event text not null,
      payload jsonb not null default '{}'::jsonb,
      created_at timestamptz not null default now()
    )`,
    sql`create index tracking_events_visitor on tracking_events (visitor_id, created_at)`,
    sql`create index tracking_events_site_event on tracking_events (site_id, event, created_at)`,
    sql`create table leads (
      id integer generated always as identity primary key,
      site_id integer not null references sites(id) on delete cascade,
      submission_id text not null,
      request_hash text not null,
      visitor_id integer references tracking_visitors(id) on delete set null,
      user_id integer references users(id) on delete set null,
      remote_actor_id text,
      form_name text not null,
      form jsonb not null,
      first_name text,
      last_name text,
      email text,
      phone_number text,
      message text,
      listing_id integer references listings(id) on delete set null,
      property jsonb,
      market_id integer references markets(id) on delete set null,
      lead_type text not null check (lead_type in ('buyer', 'rental', 'Unknown')),
      form_attributes jsonb not null default '{}'::jsonb,
      tags text[] not null default '{}',
      current_agent_id integer references agents(id) on delete set null,
      consent_opt_in boolean not null,
      consent_text text,
      consent_at timestamptz not null,
      source_url text,
      client_address text not null,
      user_agent text,
      created_at timestamptz not null default now()
    )`,
    // cyclum_submission_id: a retried submission finds its first lead instead of making another.
    sql`create unique index leads_site_submission on leads (site_id, submission_id)`,
    sql`create index leads_site_created on leads (site_id, created_at)`,
  ]
  for (const statement of statements) await statement.execute(db)
}
