import { sql, type Kysely } from 'kysely'

// Sign-in and sessions. Every secret (access and refresh tokens, magic-link, reset and
// authorization codes) is stored only as its SHA-256 in hex, so a copy of the database holds no
// usable credential. Text rather than bytea keeps the two engines' drivers on the same type.

export async function up(db: Kysely<unknown>): Promise<void> {
  const statements = [
    // The site's OpenID Connect provider, when it has one:
    // {idp, issuer, client_id, audience, authorize_url, email_domains: [...]}.
    sql`alter table sites add column sso jsonb`,
    sql`create table users (
      id integer generated always as identity primary key,
      site_id integer not null references sites(id) on delete cascade,
      email text not null,
      first_name text not null default '',
      last_name text not null default '',
      phone_number text,
      sms_number text,
      password_hash text,
      sso_subject text,
      is_admin boolean not null default false,
      agent_id integer references agents(id) on delete set null,
      current_agent_id integer references agents(id) on delete set null,
      registration_market_id integer references markets(id) on delete set null,
      share_token text not null,
      password_changed_at timestamptz,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    )`,
    sql`create unique index users_site_email on users (site_id, lower(email))`,
    // One row per sign-in: the family every token of that sign-in belongs to.
    sql`create table auth_sessions (
      id integer generated always as identity primary key,
      user_id integer not null references users(id) on delete cascade,
      site_id integer not null references sites(id) on delete cascade,
      client_id text not null references oauth_applications(id) on delete cascade,
      scopes text[] not null,
      sso boolean not null default false,
      created_at timestamptz not null default now(),
      last_used_at timestamptz not null default now(),
      revoked_at timestamptz
    )`,
    sql`create index auth_sessions_user on auth_sessions (user_id) where revoked_at is null`,
    sql`create table auth_tokens (
      token_hash text primary key,
      session_id integer not null references auth_sessions(id) on delete cascade,
      kind text not null check (kind in ('access', 'refresh')),
      expires_at timestamptz not null,
      used_at timestamptz
    )`,
    sql`create index auth_tokens_session on auth_tokens (session_id)`,
    sql`create table one_time_codes (
      code_hash text primary key,
      kind text not null check (kind in ('magic_link', 'password_reset', 'authorization_code')),
      site_id integer not null references sites(id) on delete cascade,
      user_id integer not null references users(id) on delete cascade,
      client_id text not null references oauth_applications(id) on delete cascade,
      expires_at timestamptz not null,
      used_at timestamptz,
      details jsonb not null default '{}'::jsonb,
      created_at timestamptz not null default now()
    )`,
    sql`create index one_time_codes_user on one_time_codes (user_id, kind)`,
    // E-mail kept when no SMTP server is configured (the embedded default): shown at /dev/outbox.
    sql`create table outbox_messages (
      id integer generated always as identity primary key,
      site_id integer references sites(id) on delete cascade,
      to_address text not null,
      subject text not null,
      text_body text not null,
      html_body text,
      created_at timestamptz not null default now()
    )`,
  ]
  for (const statement of statements) await statement.execute(db)
}
